// Portuguese plurals by CLDR's pt rule (pt-br.ts, no Intl), so '1 vitória' and '2 vitórias' come from
// one rule instead of a `count === 1` in every screen.
import { formatNumber, pluralCategory } from './pt-br';

/**
 * The word for a count: `pluralWord(2, 'vitória', 'vitórias')` → 'vitórias'. CLDR puts 0 in 'one'
 * for Portuguese, but a Brazilian scoreboard writes '0 vitórias', so zero takes the plural.
 */
export function pluralWord(count: number, one: string, other: string): string {
  return count !== 0 && pluralCategory(count) === 'one' ? one : other;
}

/** The count and its word: `plural(1, 'vitória', 'vitórias')` → '1 vitória'; thousands grouped ('1.200 gols'). */
export function plural(count: number, one: string, other: string): string {
  return `${formatNumber(count, { maximumFractionDigits: 0 })} ${pluralWord(count, one, other)}`;
}

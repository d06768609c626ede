// Portuguese plurals through Intl.PluralRules (pt-BR), so '1 vitória' and '2 vitórias' come from one
// rule instead of a `count === 1` in every screen.
import { LOCALE } from './constants';
import { lazy } from './lazy';

const rules = lazy(() => new Intl.PluralRules(LOCALE));
const integer = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));

/**
 * The word for a count: `pluralWord(2, 'vitória', 'vitórias')` → 'vitórias'. CLDR puts 0 in 'one'
 * for Portuguese, but a Brazilian scoreboard writes '0 vitórias', so zero takes the plural.
 */
export function pluralWord(count: number, one: string, other: string): string {
  return count !== 0 && rules().select(count) === 'one' ? one : other;
}

/** The count and its word: `plural(1, 'vitória', 'vitórias')` → '1 vitória'; thousands grouped ('1.200 gols'). */
export function plural(count: number, one: string, other: string): string {
  return `${integer().format(count)} ${pluralWord(count, one, other)}`;
}

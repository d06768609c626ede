// Portuguese (Brazil) names and numbers written out by hand, for what every page shows: the first
// Intl object a page builds starts ICU, one task of 35–100 ms on this machine (four times that on a
// cheap phone), and the football, news and home pages would pay it before a fan can tap. The outputs
// are Intl's own for pt-BR (tests/unit/pt-br.test.ts compares them for every day of a decade and
// thousands of numbers).

export const WEEKDAYS_SHORT = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;
export const WEEKDAYS_LONG = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;
export const MONTHS_SHORT = [
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'mai.',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
  'dez.',
] as const;
export const MONTHS_LONG = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export interface NumberDigits {
  /** Decimals always written (default 0). */
  minimumFractionDigits?: number;
  /** Decimals at most, rounded half away from zero as Intl does (default 3, as Intl's). */
  maximumFractionDigits?: number;
}

/** '1.234', '12,5', '0,25': `value.toLocaleString('pt-BR', digits)` without Intl. */
export function formatNumber(value: number, digits: NumberDigits = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const max = digits.maximumFractionDigits ?? Math.max(3, digits.minimumFractionDigits ?? 0);
  const min = Math.min(digits.minimumFractionDigits ?? 0, max);
  // Rounded on the shortest decimal that names the number ('1.005' → 1,01), as Intl rounds.
  const rounded = Math.round(Number(`${Math.abs(value)}e${max}`));
  const fixed = Number(`${rounded}e-${max}`).toFixed(max);
  let [whole, fraction = ''] = fixed.split('.');
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}`;
}

/** CLDR's Portuguese rule: 'one' for a whole part of 0 or 1 (1 gol, 1,5 gol), 'other' otherwise. */
export function pluralCategory(count: number): 'one' | 'other' {
  return Number.isFinite(count) && Math.trunc(Math.abs(count)) <= 1 ? 'one' : 'other';
}

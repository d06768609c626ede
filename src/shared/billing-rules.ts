// Money and payer rules shared by the app and the server, without zod (the app imports this):
// integer centavos formatted as Brazilian reais, CPF check digits, plan price display, PIX constants.
import { LOCALE, TIME_ZONE } from './constants';
import { lazy } from './lazy';

/** A PIX code (BR Code) shown at checkout is valid for this long. */
export const PIX_EXPIRY_MINUTES = 30;
/** How often an open PIX screen asks the server whether the payment arrived. */
export const PIX_POLL_MS = 3000;

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected', 'refunded', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['none', 'pending', 'active', 'past_due', 'expired', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PlanInterval = 'month' | 'year';

export const FREE_PLAN_ID = 'free';
/** Followed teams (with alerts) on the free plan; Pro has no limit. */
export const FREE_MAX_FOLLOWED_TEAMS = 3;

const currency = lazy(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' }));

/** 1990 → "R$ 19,90" (the non-breaking space Intl puts after R$ becomes a plain one). */
export function formatCents(cents: number): string {
  return currency()
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

/** What a plan costs per month, rounded down to the centavo (an annual plan shown as "R$ 14,99 / mês"). */
export function monthlyEquivalentCents(priceCents: number, interval: PlanInterval | null): number {
  return interval === 'year' ? Math.floor(priceCents / 12) : priceCents;
}

/** Whole percent saved by paying a year at once instead of twelve months (25 for 179,90 vs 19,90). */
export function annualSavingsPercent(annualCents: number, monthlyCents: number): number {
  if (monthlyCents <= 0) return 0;
  return Math.max(0, Math.round((1 - annualCents / (monthlyCents * 12)) * 100));
}

/** The day as both formats write it ("23/11/2026", Brasília time); the second adds the time. */
const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
const dateFormat = lazy(() => new Intl.DateTimeFormat(LOCALE, DAY_OPTIONS));
const dateTimeFormat = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { ...DAY_OPTIONS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** "23/11/2026" (Brasília time). */
export function formatDateBr(date: Date | string): string {
  return dateFormat().format(typeof date === 'string' ? new Date(date) : date);
}

/** "23/11/2026, 14:05" (Brasília time). */
export function formatDateTimeBr(date: Date | string): string {
  return dateTimeFormat().format(typeof date === 'string' ? new Date(date) : date);
}

export function intervalLabel(interval: PlanInterval | null): string {
  return interval === 'year' ? 'ano' : interval === 'month' ? 'mês' : '';
}

export const CPF_INVALID_MESSAGE = 'CPF inválido. Confira os 11 números.';
export const CPF_REQUIRED_MESSAGE = 'Informe o CPF de quem vai pagar o PIX.';

/** What is wrong with a payer's CPF: missing (required for PIX), invalid, or nothing (null). */
export function cpfProblem(value: string): string | null {
  if (cpfDigits(value) === '') return CPF_REQUIRED_MESSAGE;
  return isValidCpf(value) ? null : CPF_INVALID_MESSAGE;
}

/** The 11 digits of a CPF, whatever punctuation it was typed with. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when the CPF has 11 digits, is not a repeated digit, and both check digits match. */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** Formats as the user types: "12345678909" → "123.456.789-09" (partial input stays partial). */
export function formatCpf(value: string): string {
  const digits = cpfDigits(value).slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** "123.456.789-09" → "***.456.789-**": what a receipt shows of the payer's CPF. */
export function maskCpf(value: string): string {
  const digits = cpfDigits(value);
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : '';
}

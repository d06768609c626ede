import { lazy } from '@shared/lazy';
// Numbers of the AI pages in pt-BR.
const percentFormat = lazy(() => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 }));
const decimalFormat = lazy(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const metricFormat = lazy(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 }));

/** 0.563 → '56%'. */
export const percent = (p: number) => percentFormat().format(p);
/** 1.8421 → '1,84'. */
export const decimal = (n: number) => decimalFormat().format(n);
/** A score of the backtest table: 0.58451 → '0,585'. */
export const metric = (n: number) => metricFormat().format(n);
/** The favourite's band: 'entre 50% e 60%'. */
export const bandText = (band: { from: number; to: number }) => `entre ${percent(band.from)} e ${percent(band.to)}`;
/** The server's message of a failed call (lib/api puts it in the error), for the error states. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : undefined);

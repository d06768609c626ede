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

/** '0,5%' or '12%': a relative difference, one decimal under 10 %. */
const relativeFormat = lazy(() => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }));

/**
 * The model against Elo on the same matches, in plain Portuguese: by how much (in %) its mean Brier
 * error is smaller or larger than Elo's. Equal to three decimals counts as a tie.
 */
export function versusElo(scores: { matches: number; brier: number; elo: { brier: number } }): {
  better: boolean | null;
  text: string;
} {
  const matches =
    scores.matches === 1 ? 'na mesma partida' : `nas mesmas ${scores.matches.toLocaleString('pt-BR')} partidas`;
  const gap = (scores.elo.brier - scores.brier) / scores.elo.brier;
  if (Math.abs(scores.elo.brier - scores.brier) < 0.0005)
    return { better: null, text: `Empate com o Elo: o mesmo erro médio ${matches}.` };
  const by = relativeFormat().format(Math.abs(gap));
  return gap > 0
    ? { better: true, text: `Melhor que o Elo por ${by}: o modelo errou ${by} menos que o Elo ${matches}.` }
    : { better: false, text: `O Elo foi melhor por ${by}: o modelo errou ${by} mais que o Elo ${matches}.` };
}

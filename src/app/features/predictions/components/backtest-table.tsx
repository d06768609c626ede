// The backtest per league and in total: the model's Brier, RPS and log loss beside the Brier of
// the two baselines and of Elo on the same matches. Lower is better; the best Brier of a row is bold.
import type { BacktestLeague, BacktestSummary } from '@shared/predictions';
import { cn } from '@app/components/ui/cn';
import { metric } from '../format';

type Row = Pick<BacktestLeague, 'matches' | 'brier' | 'rps' | 'logLoss' | 'baselines' | 'elo'> & {
  name: string;
  season: string;
};

function BacktestRow({ row, total = false }: { row: Row; total?: boolean }) {
  const briers = [row.brier, row.baselines.uniform.brier, row.baselines.frequency.brier, row.elo.brier];
  const best = Math.min(...briers);
  const cell = (value: number, extra?: string) => (
    <td className={cn('tabular px-3 py-2.5 text-right', value === best && 'font-bold text-accent', extra)}>
      {metric(value)}
    </td>
  );
  return (
    <tr className={cn('border-t border-border', total && 'bg-surface-2/60 font-semibold')}>
      <th
        scope="row"
        className={cn(
          'sticky left-0 z-10 max-w-[9.5rem] px-3 py-2.5 text-left font-normal',
          total ? 'bg-[#161f2a] font-semibold' : 'bg-surface',
        )}
      >
        <span className="block truncate">{row.name}</span>
        {row.season && <span className="block text-xs text-text-muted">{row.season}</span>}
      </th>
      <td className="tabular px-3 py-2.5 text-right">{row.matches}</td>
      {cell(row.brier)}
      <td className="tabular px-3 py-2.5 text-right">{metric(row.rps)}</td>
      <td className="tabular px-3 py-2.5 text-right">{metric(row.logLoss)}</td>
      {cell(row.baselines.uniform.brier, 'border-l border-border')}
      {cell(row.baselines.frequency.brier)}
      {cell(row.elo.brier)}
    </tr>
  );
}

export function BacktestTable({ summary }: { summary: BacktestSummary }) {
  return (
    // Scrolls sideways on phones: focusable so a keyboard can scroll it too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Backtest por liga">
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">Backtest por liga: métricas do modelo e Brier das referências</caption>
        <thead className="text-xs text-text-muted">
          <tr>
            <th rowSpan={2} scope="col" className="sticky left-0 z-10 bg-surface px-3 py-2 text-left font-medium">
              Liga
            </th>
            <th rowSpan={2} scope="col" className="px-3 py-2 text-right font-medium">
              Jogos
            </th>
            {/* On a phone the group's start is all that shows before a sideways scroll: the name
                starts there, on two lines. */}
            <th colSpan={3} scope="colgroup" className="px-3 pt-2 text-left font-medium text-text sm:text-center">
              <span className="inline-block max-w-[6.5rem] sm:max-w-none">Modelo Dixon–Coles</span>
            </th>
            <th colSpan={3} scope="colgroup" className="border-l border-border px-3 pt-2 text-center font-medium">
              Brier das referências
            </th>
          </tr>
          <tr>
            <th scope="col" className="px-3 pb-2 text-right font-medium">
              Brier
            </th>
            <th scope="col" className="px-3 pb-2 text-right font-medium">
              RPS
            </th>
            <th scope="col" className="px-3 pb-2 text-right font-medium">
              Log loss
            </th>
            <th scope="col" className="border-l border-border px-3 pb-2 text-right font-medium">
              Uniforme
            </th>
            <th scope="col" className="px-3 pb-2 text-right font-medium">
              Frequência
            </th>
            <th scope="col" className="px-3 pb-2 text-right font-medium">
              Elo
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.leagues.map((league) => (
            <BacktestRow
              key={league.seasonId}
              row={{ ...league, name: league.leagueName, season: `${league.season} · ${league.country}` }}
            />
          ))}
        </tbody>
        <tfoot>
          <BacktestRow row={{ ...summary.pooled, name: 'Todas as ligas', season: '' }} total />
        </tfoot>
      </table>
    </div>
  );
}

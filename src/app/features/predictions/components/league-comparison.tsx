// Per league, the model beside Elo and the league's frequencies on the same matches (Brier, RPS,
// log loss), how many matches that is, and in plain Portuguese whether it beat Elo and by how much.
import { TrendingDown, TrendingUp } from 'lucide-react';
import type { BacktestLeague } from '@shared/predictions';
import { Card } from '@app/components/ui/card';
import { cn } from '@app/components/ui/cn';
import { metric, versusElo } from '../format';

function LeagueCard({ league }: { league: BacktestLeague }) {
  const rows = [
    { name: 'Modelo', scores: league },
    { name: 'Elo', scores: league.elo },
    { name: 'Frequência da liga', scores: league.baselines.frequency },
  ];
  const best = Math.min(...rows.map((r) => r.scores.brier));
  const comparison = versusElo(league);
  const Icon = comparison.better === false ? TrendingUp : TrendingDown;
  return (
    <Card className="grid content-start gap-3 p-4">
      <h3 className="flex items-baseline justify-between gap-2">
        <span className="truncate font-semibold">
          {league.leagueName} <span className="font-normal text-text-muted">{league.season}</span>
        </span>
        <span className="tabular shrink-0 text-xs text-text-muted">{league.matches} partidas</span>
      </h3>
      <table className="w-full text-sm">
        <caption className="sr-only">
          {league.leagueName} {league.season}: Brier, RPS e log loss do modelo, do Elo e da frequência da liga em{' '}
          {league.matches} partidas
        </caption>
        <thead>
          <tr className="text-xs text-text-muted">
            <th scope="col" className="py-1 text-left font-normal">
              <span className="sr-only">Previsão</span>
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              Brier
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              RPS
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              Log loss
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, scores }) => (
            <tr key={name} className="border-t border-border">
              <th scope="row" className="py-1.5 text-left font-normal">
                {name}
              </th>
              <td className={cn('tabular py-1.5 text-right', scores.brier === best && 'font-bold text-accent')}>
                {metric(scores.brier)}
              </td>
              <td className="tabular py-1.5 text-right">{metric(scores.rps)}</td>
              <td className="tabular py-1.5 text-right">{metric(scores.logLoss)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p
        className={cn(
          'flex items-start gap-2 text-sm',
          comparison.better === true ? 'text-accent' : comparison.better === false ? 'text-warning' : 'text-text-muted',
        )}
      >
        <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {comparison.text}
      </p>
    </Card>
  );
}

export function LeagueComparison({ leagues }: { leagues: BacktestLeague[] }) {
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {leagues.map((league) => (
        <LeagueCard key={league.seasonId} league={league} />
      ))}
    </div>
  );
}

// A match's team statistics as paired bars (issue 31 point 6): the home team's on the left (in the
// accent colour), the away team's on the right (in blue), each as long as its value against the
// larger of the two. Plain
// markup, server-rendered with the match page. Each row is one sentence for a screen reader
// ("Posse de bola: Flamengo 55%, Palmeiras 45%"); the drawing beside it is hidden from it.
import type { Match, MatchDetail, TeamStat } from '@shared/football';
import { TEAM_STAT_LABELS, teamStatText } from '@shared/football-labels';
import { Card, CardHeader } from '@app/components/ui/card';
import { cn } from '@app/components/ui/cn';

function share(value: number | null, other: number | null): number {
  const top = Math.max(value ?? 0, other ?? 0);
  return top > 0 && value != null ? Math.min(100, (Math.max(0, value) / top) * 100) : 0;
}

function Bar({ value, other, side }: { value: number | null; other: number | null; side: 'home' | 'away' }) {
  return (
    <div className={cn('flex h-1.5 overflow-hidden rounded-full bg-surface-2', side === 'home' && 'justify-end')}>
      <div
        className={cn('h-full rounded-full', side === 'home' ? 'bg-accent' : 'bg-info')}
        style={{ width: `${share(value, other)}%` }}
      />
    </div>
  );
}

function StatRow({ stat, match }: { stat: TeamStat; match: Match }) {
  const label = TEAM_STAT_LABELS[stat.kind];
  const spoken = (value: number | null) => (value == null ? 'sem dado' : teamStatText(stat.kind, value));
  return (
    <li className="grid gap-1" data-stat={stat.kind}>
      <span className="sr-only">
        {label}: {match.homeTeam.name} {spoken(stat.home)}, {match.awayTeam.name} {spoken(stat.away)}
      </span>
      <div aria-hidden="true" className="grid grid-cols-[3.5rem_minmax(0,1fr)_3.5rem] items-center gap-2 text-sm">
        <span className="tabular font-semibold">{teamStatText(stat.kind, stat.home)}</span>
        <span className="truncate text-center text-xs text-text-muted">{label}</span>
        <span className="tabular text-right font-semibold">{teamStatText(stat.kind, stat.away)}</span>
      </div>
      <div aria-hidden="true" className="grid grid-cols-2 gap-1.5">
        <Bar value={stat.home} other={stat.away} side="home" />
        <Bar value={stat.away} other={stat.home} side="away" />
      </div>
    </li>
  );
}

/** Not shown before kick-off; once started, the bars or plainly that the source has none. */
export function TeamStatistics({ statistics, match }: { statistics: MatchDetail['statistics']; match: Match }) {
  return (
    <Card data-testid="match-statistics">
      <CardHeader title="Estatísticas" />
      {statistics?.length ? (
        <>
          <p className="flex justify-between gap-2 px-4 pt-3 text-xs font-semibold" aria-hidden="true">
            <span className="truncate">{match.homeTeam.name}</span>
            <span className="truncate text-right">{match.awayTeam.name}</span>
          </p>
          <ul className="grid gap-3 p-4 pt-2">
            {statistics.map((stat) => (
              <StatRow key={stat.kind} stat={stat} match={match} />
            ))}
          </ul>
        </>
      ) : (
        <p className="p-4 text-sm text-text-muted">A fonte dos dados não tem estatísticas desta partida.</p>
      )}
    </Card>
  );
}

// Today's matches from the live store, live ones first; skeletons until the saved scores are read
// back from IndexedDB, so a cold start offline shows the last known scores straight away.
import { useMemo } from 'react';
import { Radio } from 'lucide-react';
import type { Match } from '@shared/football';
import { isLive } from '@shared/match-status';
import { Skeleton } from '@app/components/ui/skeleton';
import { EmptyState } from '@app/components/ui/empty-state';
import { useLiveMatches } from '../provider';
import { sortMatches } from '../store';
import { LiveMatchRow } from './live-match-row';

export function LiveMatchList({
  filter,
  limit,
  emptyTitle = 'Nenhuma partida hoje',
  emptyDescription = 'Os jogos do dia aparecem aqui com o placar ao vivo.',
}: {
  filter?: (match: Match) => boolean;
  limit?: number;
  emptyTitle?: string;
  emptyDescription?: string;
}) {
  const hydrated = useLiveMatches((state) => state.hydrated);
  const lastUpdate = useLiveMatches((state) => state.lastUpdate);
  const matchesById = useLiveMatches((state) => state.matches);
  const matches = useMemo(() => {
    const sorted = sortMatches(matchesById, isLive).filter((match) => !filter || filter(match));
    return limit ? sorted.slice(0, limit) : sorted;
  }, [matchesById, filter, limit]);

  if (!hydrated || (lastUpdate == null && matches.length === 0)) {
    return (
      <div aria-busy="true" aria-label="Carregando partidas" className="divide-y divide-border overflow-hidden rounded-[12px] border border-border bg-surface">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex min-h-14 items-center gap-3 px-3 py-2">
            <Skeleton className="h-6 w-14" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (matches.length === 0) return <EmptyState icon={Radio} title={emptyTitle} description={emptyDescription} />;
  return (
    <ul aria-label="Partidas de hoje" className="divide-y divide-border overflow-hidden rounded-[12px] border border-border bg-surface">
      {matches.map((match) => (
        <li key={match.id}>
          <LiveMatchRow match={match} />
        </li>
      ))}
    </ul>
  );
}

import { Link } from '@tanstack/react-router';
import { ChevronRight, Trophy } from 'lucide-react';
import type { LeagueList } from '@shared/football';
import { Card, CardHeader } from '@app/components/ui/card';
import { Skeleton, SkeletonGroup } from '@app/components/ui/skeleton';
import { EmptyState } from '@app/components/ui/empty-state';

export function LeaguesList({ data, title = 'Ligas' }: { data: LeagueList; title?: string }) {
  const leagues = data.countries.flatMap((c) => c.leagues);
  if (!leagues.length)
    return (
      <EmptyState
        icon={Trophy}
        title="Nenhuma liga disponível"
        description="Os dados de futebol ainda não foram importados."
      />
    );
  return (
    <Card>
      <CardHeader title={title} />
      <ul className="divide-y divide-border">
        {leagues.map((league) => (
          <li key={league.id}>
            <Link
              to="/leagues/$slug/$id"
              params={{ slug: league.slug, id: String(league.id) }}
              className="flex min-h-12 items-center gap-3 px-4 py-2 hover:bg-surface-2"
            >
              <Trophy className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{league.name}</span>
                <span className="block truncate text-xs text-text-muted">
                  {league.country} · {league.currentSeason.name}
                </span>
              </span>
              <ChevronRight className="h-4 w-4 text-text-muted" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function LeaguesListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Card aria-busy="true">
      <div className="border-b border-border px-4 py-3">
        <Skeleton className="h-4 w-20" />
      </div>
      <SkeletonGroup>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex min-h-12 items-center gap-3 px-4 py-2">
            <Skeleton className="h-4 w-4" />
            <div className="grid flex-1 gap-1">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
        ))}
      </SkeletonGroup>
    </Card>
  );
}

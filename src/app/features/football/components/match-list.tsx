// Matches grouped by competition, each group under its competition header.
import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Star } from 'lucide-react';
import type { Match } from '@shared/football';
import { plural } from '@shared/plural';
import { slugify } from '@shared/slug';
import { Card } from '@app/components/ui/card';
import { Skeleton, SkeletonGroup } from '@app/components/ui/skeleton';
import { MatchRow } from './match-row';
import { followedFirst, useFootballSlots } from '../slots';

interface Group {
  key: string;
  competition: Match['competition'];
  matches: Match[];
}

function groupByCompetition(matches: Match[]): Group[] {
  const groups = new Map<string, Group>();
  for (const match of matches) {
    const key = String(match.competition?.id ?? 'outros');
    const group = groups.get(key) ?? { key, competition: match.competition, matches: [] };
    group.matches.push(match);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const CompetitionHeader = memo(function CompetitionHeader({
  competition,
  count,
}: {
  competition: Match['competition'];
  count?: number;
}) {
  if (!competition) return null;
  return (
    <Link
      to="/leagues/$slug/$id"
      params={{ slug: competition.slug || slugify(competition.name), id: String(competition.id) }}
      className="flex items-center gap-2 border-b border-border px-3 py-2.5 hover:bg-surface-2"
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{competition.name}</span>
        <span className="block truncate text-xs text-text-muted">
          {competition.country} · {competition.seasonName}
          {count !== undefined ? ` · ${plural(count, 'jogo', 'jogos')}` : ''}
        </span>
      </span>
      <ChevronRight className="h-4 w-4 text-text-muted" aria-hidden="true" />
    </Link>
  );
});

/** A signed-in fan's followed teams go above all: their matches in a 'Seus times' card first. */
export function MatchGroups({ matches, showDate }: { matches: Match[]; showDate?: boolean }) {
  const { followedTeamIds } = useFootballSlots();
  const { followed, rest } = followedFirst(matches, followedTeamIds);
  return (
    <div className="grid gap-3">
      {followed.length > 0 && (
        <Card className="overflow-hidden" data-testid="followed-matches">
          <div className="flex items-center gap-2 border-b border-border px-3 py-2.5">
            <Star className="h-4 w-4 fill-accent text-accent" aria-hidden="true" />
            <h3 className="text-sm font-semibold">Seus times</h3>
          </div>
          <ul className="divide-y divide-border">
            {followed.map((match) => (
              <li key={match.id}>
                <MatchRow match={match} showDate={showDate} showCompetition />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {groupByCompetition(rest).map((group) => (
        <Card key={group.key} className="overflow-hidden">
          <CompetitionHeader competition={group.competition} count={group.matches.length} />
          <ul className="divide-y divide-border">
            {group.matches.map((match) => (
              <li key={match.id}>
                <MatchRow match={match} showDate={showDate} />
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

export function MatchListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <div className="border-b border-border px-3 py-2.5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-1.5 h-3 w-24" />
      </div>
      <SkeletonGroup>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex min-h-14 items-center gap-3 border-b border-border px-3 py-2 last:border-0">
            <Skeleton className="h-4 w-12" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-8 w-5" />
          </div>
        ))}
      </SkeletonGroup>
    </Card>
  );
}

// What this device kept of the football pages (the persisted Query cache): offered by the offline
// screen, so a fan without connection can still open what was seen before.
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import type { H2h, LeagueDetail, MatchDetail, TeamDetail } from '@shared/football';
import { matchSlug } from '@shared/slug';
import { Card, CardHeader } from '@app/components/ui/card';

type SavedPage =
  | { kind: 'match'; id: number; slug: string; label: string }
  | { kind: 'team'; id: number; slug: string; label: string }
  | { kind: 'league'; id: number; slug: string; label: string }
  | { kind: 'h2h'; home: string; away: string; label: string };

const LIMIT = 12;

/** The pages whose data is in the cache, newest first. */
export function useSavedPages(): SavedPage[] {
  const queries = useQueryClient()
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const pages: SavedPage[] = [];
  const seen = new Set<string>();
  for (const query of queries) {
    const [root, second] = query.queryKey as unknown[];
    let page: SavedPage | null = null;
    if (root === 'soccer' && second === 'match') {
      const { match } = query.state.data as MatchDetail;
      page = {
        kind: 'match',
        id: match.id,
        slug: matchSlug(match.homeTeam.name, match.awayTeam.name),
        label: `${match.homeTeam.name} x ${match.awayTeam.name}`,
      };
    } else if (root === 'teams') {
      const { team } = query.state.data as TeamDetail;
      page = { kind: 'team', id: team.id, slug: team.slug, label: team.name };
    } else if (root === 'leagues' && second !== undefined) {
      const { league, season } = query.state.data as LeagueDetail;
      page = { kind: 'league', id: league.id, slug: league.slug, label: `${league.name} ${season.name}` };
    } else if (root === 'h2h') {
      const data = query.state.data as H2h;
      page = {
        kind: 'h2h',
        home: data.home.slug,
        away: data.away.slug,
        label: `${data.home.name} x ${data.away.name}`,
      };
    }
    const key = page && `${page.kind}:${page.label}`;
    if (page && key && !seen.has(key)) {
      seen.add(key);
      pages.push(page);
    }
  }
  return pages.slice(0, LIMIT);
}

const KIND_LABEL: Record<SavedPage['kind'], string> = {
  match: 'Partida',
  team: 'Time',
  league: 'Liga',
  h2h: 'Confronto',
};

function SavedLink({ page }: { page: SavedPage }) {
  const className = 'flex min-h-11 items-center gap-3 px-4 py-2 text-sm hover:bg-surface-2';
  const body = (
    <>
      <span className="w-20 shrink-0 text-xs text-text-muted">{KIND_LABEL[page.kind]}</span>
      <span className="min-w-0 flex-1 truncate">{page.label}</span>
      <ChevronRight className="h-4 w-4 text-text-muted" aria-hidden="true" />
    </>
  );
  switch (page.kind) {
    case 'match':
      return (
        <Link to="/match/$slug/$matchId" params={{ slug: page.slug, matchId: String(page.id) }} className={className}>
          {body}
        </Link>
      );
    case 'team':
      return (
        <Link
          to="/team/$teamSlug/$teamId"
          params={{ teamSlug: page.slug, teamId: String(page.id) }}
          className={className}
        >
          {body}
        </Link>
      );
    case 'league':
      return (
        <Link to="/leagues/$slug/$id" params={{ slug: page.slug, id: String(page.id) }} className={className}>
          {body}
        </Link>
      );
    case 'h2h':
      return (
        <Link to="/h2h/$homeTeam/$awayTeam" params={{ homeTeam: page.home, awayTeam: page.away }} className={className}>
          {body}
        </Link>
      );
  }
}

/** The saved pages as a card of links; nothing when the device kept none. */
export function SavedPages() {
  const pages = useSavedPages();
  if (!pages.length) return null;
  return (
    <Card>
      <CardHeader title="Salvo neste aparelho" />
      <ul className="divide-y divide-border" aria-label="Páginas salvas neste aparelho">
        {pages.map((page) => (
          <li key={`${page.kind}:${page.label}`}>
            <SavedLink page={page} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

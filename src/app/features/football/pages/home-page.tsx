// Home (spec §2, §4): team-badge strip, live and upcoming matches, leagues; from the md breakpoint
// three columns (leagues left; matches and the news slot centre; the bonus slot right), one on
// mobile. Each section loads by its lazy rule (lib/lazy-section): its data is asked for only then.
import { Link } from '@tanstack/react-router';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { Match } from '@shared/football';
import { isLive, MatchStatus } from '@shared/match-status';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { EmptyState } from '@app/components/ui/empty-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { HOME_LAZY, useLazySection } from '@app/lib/lazy-section';
import { useDayMatches, useLeagues } from '../api';
import { MatchGroups, MatchListSkeleton } from '../components/match-list';
import { LeaguesList, LeaguesListSkeleton } from '../components/leagues-list';
import { TeamCrest } from '../components/team-crest';
import { QueryError } from '../components/query-states';
import { Piece } from '@app/lib/hydration-pieces';
import { useFeedOverAnswer } from '@app/lib/live-match';

/** Live first, then scheduled, finished last (the API already orders by competition and kick-off). */
function homeOrder(matches: Match[]): Match[] {
  const rank = (m: Match) => (isLive(m.status) ? 0 : m.status === MatchStatus.Scheduled ? 1 : 2);
  return [...matches].sort((a, b) => rank(a) - rank(b));
}

/** Live and upcoming first: the teams playing next lead the strip. */
function TeamBadgeStrip({ liveFeed }: { liveFeed?: Match[] }) {
  const [ref, ready] = useLazySection<HTMLDivElement>(HOME_LAZY.teamBadges);
  // The live feed already holds today's matches: ask the server only without it.
  const query = useDayMatches(undefined, {}, { enabled: ready && !liveFeed });
  const matches = useFeedOverAnswer(query.data, liveFeed);
  const teams = new Map<number, Match['homeTeam']>();
  for (const match of homeOrder(matches ?? []))
    for (const team of [match.homeTeam, match.awayTeam]) teams.set(team.id, team);
  const list = [...teams.values()].slice(0, 16);
  return (
    <div ref={ref} aria-label="Times em campo hoje" role="region" className="min-h-[76px]">
      {(!ready && !query.data) || (!liveFeed && query.isPending) ? (
        <div className="flex gap-3 overflow-hidden">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-[68px] w-20 shrink-0" />
          ))}
        </div>
      ) : (
        list.length > 0 && (
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {list.map((team) => (
              <li key={team.id} className="shrink-0">
                <Link
                  to="/team/$teamSlug/$teamId"
                  params={{ teamSlug: team.slug, teamId: String(team.id) }}
                  className="flex w-max min-w-20 max-w-28 flex-col items-center gap-1 rounded-lg p-1.5 text-center hover:bg-surface-2"
                  title={team.name}
                >
                  <TeamCrest team={team} size={36} />
                  {/* Room for "Fluminense" on one line; a longer name wraps to a second, never cut. */}
                  <span
                    data-team-name
                    className="line-clamp-2 w-full break-words text-[11px] leading-tight text-text-muted"
                  >
                    {team.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}

function TodayMatches({ liveFeed }: { liveFeed?: Match[] }) {
  const [ref, ready] = useLazySection<HTMLElement>(HOME_LAZY.upcomingMatches);
  const query = useDayMatches(undefined, {}, { enabled: ready && !liveFeed });
  // The feed's list keeps the server's match objects where they agree: its first sync renders no row.
  const matches = homeOrder(useFeedOverAnswer(query.data, liveFeed) ?? []);
  // The server render's answer (routes/index.tsx) shows before the section's own request.
  const pending = !liveFeed && query.isPending;
  const live = matches.filter((m) => isLive(m.status)).length;
  return (
    <section ref={ref} aria-labelledby="home-matches" className="grid gap-3">
      <div className="flex items-center justify-between">
        <h2 id="home-matches" className="flex items-center gap-2 text-lg font-semibold">
          Partidas de hoje
          {live > 0 && (
            <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
              {live} ao vivo
            </span>
          )}
        </h2>
        <Link to="/matches" className="flex items-center gap-1 text-sm text-info hover:underline">
          Ver todas <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {(!ready && !query.data) || pending ? (
        <MatchListSkeleton />
      ) : !liveFeed && query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} notFoundTitle="Partidas indisponíveis" />
      ) : matches.length ? (
        <MatchGroups matches={matches} />
      ) : (
        <EmptyState
          icon={CalendarDays}
          title="Nenhuma partida hoje"
          description="Veja os jogos dos próximos dias na página de partidas."
          action={
            <Link to="/matches" className="text-sm text-info hover:underline">
              Abrir partidas
            </Link>
          }
        />
      )}
    </section>
  );
}

function HomeLeagues() {
  const [ref, ready] = useLazySection<HTMLDivElement>(HOME_LAZY.leagues);
  const query = useLeagues({ enabled: ready });
  return (
    <div ref={ref}>
      {!ready || query.isPending ? (
        <LeaguesListSkeleton />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} notFoundTitle="Ligas indisponíveis" />
      ) : (
        <LeaguesList data={query.data} />
      )}
    </div>
  );
}

/**
 * `news` (centre, under the matches) and `aside` (right column: bonus) are the content features'
 * sections, composed by the route. `todayMatches`: today's matches as the live feed has them
 * (scores that move, and the last known ones offline); without it the page asks for the day's list.
 */
export const HomePage = memo(function HomePage({
  news,
  aside,
  todayMatches,
}: {
  news?: ReactNode;
  aside?: ReactNode;
  todayMatches?: Match[];
}) {
  return (
    <Page
      title="Início"
      heading="Futebol ao vivo e estatísticas"
      description="Partidas de hoje, times em campo e as principais ligas."
    >
      <div
        data-testid="home-columns"
        className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] md:gap-4 xl:grid-cols-[236px_minmax(0,1fr)_256px] xl:gap-5"
      >
        {/* Each section hydrates in its own task (lib/hydration-pieces.tsx). */}
        <Piece>
          <div className="order-2 min-w-0 md:order-1" data-testid="home-left">
            <HomeLeagues />
          </div>
        </Piece>
        <div
          className="order-1 grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5 md:order-2"
          data-testid="home-centre"
        >
          <Piece>
            <Card>
              <CardHeader title="Times em campo hoje" />
              <div className="p-3">
                <TeamBadgeStrip liveFeed={todayMatches} />
              </div>
            </Card>
          </Piece>
          <Piece>
            <TodayMatches liveFeed={todayMatches} />
          </Piece>
          {news && <Piece>{news}</Piece>}
        </div>
        <Piece>
          <aside className="order-3 min-w-0" aria-label="Bônus" data-testid="home-right">
            {aside}
          </aside>
        </Piece>
      </div>
    </Page>
  );
});

// The results of a search in groups, each under its own heading: Times, Ligas, Jogadores, Partidas
// (issue 22 point 6). A team or league the text names is the page a fan most likely wants, so
// those come first; the matches follow as the spec's search gives them.
import { Link } from '@tanstack/react-router';
import { ChevronRight, Trophy, User } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { DirectorySearch, Match } from '@shared/football';
import { SearchResultRow } from './search-result-row';

const rowClass = 'flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 hover:bg-surface-2 focus-visible:bg-surface-2';

function Group({
  title,
  level,
  children,
  after,
  listLabel,
}: {
  title: string;
  level: 'h2' | 'h3';
  children: ReactNode;
  after?: ReactNode;
  listLabel?: string;
}) {
  const id = useId();
  const Heading = level;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-text-muted">
        {title}
      </Heading>
      <ul aria-label={listLabel} className="grid gap-0.5">
        {children}
      </ul>
      {after}
    </section>
  );
}

export function SearchGroups({
  teams,
  leagues,
  players = [],
  matches,
  level,
  onNavigate,
  matchesFooter,
}: DirectorySearch & {
  matches: Match[];
  /** h3 inside the dialog (its title is the h2), h2 on /search. */
  level: 'h2' | 'h3';
  onNavigate?: () => void;
  /** Under the matches: the dialog's "see all" link, the page's count. */
  matchesFooter?: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      {teams.length > 0 && (
        <Group title="Times" level={level}>
          {teams.map((team) => (
            <li key={team.id}>
              <Link
                to="/team/$teamSlug/$teamId"
                params={{ teamSlug: team.slug, teamId: String(team.id) }}
                onClick={onNavigate}
                className={rowClass}
              >
                <img src={team.img} width={24} height={24} alt="" className="h-6 w-6 shrink-0" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-semibold">{team.name}</span>
                  {team.league && <span className="truncate text-xs text-text-muted">{team.league}</span>}
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-text-muted" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </Group>
      )}
      {leagues.length > 0 && (
        <Group title="Ligas" level={level}>
          {leagues.map((league) => (
            <li key={league.id}>
              <Link
                to="/leagues/$slug/$id"
                params={{ slug: league.slug, id: String(league.id) }}
                onClick={onNavigate}
                className={rowClass}
              >
                <Trophy className="h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-semibold">{league.name}</span>
                  <span className="truncate text-xs text-text-muted">{league.country}</span>
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-text-muted" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </Group>
      )}
      {players.length > 0 && (
        <Group title="Jogadores" level={level}>
          {players.map((player) => (
            <li key={player.id}>
              <Link
                to="/player/$playerId/$playerSlug"
                params={{ playerId: String(player.id), playerSlug: player.slug }}
                onClick={onNavigate}
                className={rowClass}
              >
                <User className="h-5 w-5 shrink-0 text-info" aria-hidden="true" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-semibold">{player.name}</span>
                  {player.team && <span className="truncate text-xs text-text-muted">{player.team}</span>}
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-text-muted" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </Group>
      )}
      {matches.length > 0 && (
        <Group title="Partidas" level={level} after={matchesFooter} listLabel="Resultados da busca">
          {matches.map((match) => (
            <li key={match.id}>
              <SearchResultRow match={match} onNavigate={onNavigate} />
            </li>
          ))}
        </Group>
      )}
    </div>
  );
}

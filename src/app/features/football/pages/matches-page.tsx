// /matches: date strip (yesterday, today, the week ahead), filters, matches grouped by competition.
import { Link } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import type { Match, MatchFilter } from '@shared/football';
import { matchesFilter } from '@shared/football-filters';
import { addDays, dayLabel, ymdIn } from '@shared/datetime';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';
import { cn } from '@app/components/ui/cn';
import { useDayMatches } from '../api';
import { MatchGroups, MatchListSkeleton } from '../components/match-list';
import { QueryError } from '../components/query-states';

export const MATCH_FILTERS: { value: MatchFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'live', label: 'Ao vivo' },
  { value: 'scheduled', label: 'Agendados' },
  { value: 'finished', label: 'Finalizados' },
];

const EMPTY_TEXT: Record<MatchFilter | 'all', string> = {
  all: 'Nenhuma partida neste dia.',
  live: 'Nenhuma partida ao vivo agora.',
  scheduled: 'Nenhuma partida agendada neste dia.',
  finished: 'Nenhuma partida finalizada neste dia.',
};

/** `todayMatches`: today's matches from the live feed (used when the chosen day is today). */
export function MatchesPage({
  date,
  filter,
  todayMatches,
}: {
  date?: string;
  filter: MatchFilter | 'all';
  todayMatches?: Match[];
}) {
  const today = ymdIn(new Date());
  const day = date ?? today;
  const days = Array.from({ length: 8 }, (_, i) => addDays(today, i - 1));
  const query = useDayMatches(day, { status: filter === 'all' ? undefined : filter });
  const live = day === today && todayMatches ? todayMatches.filter(matchesFilter(filter)) : undefined;
  const matches = live ?? query.data?.matches;
  return (
    <Page title="Partidas" description="Jogos de ontem, de hoje e da próxima semana.">
      <nav aria-label="Dias" className="-mx-4 mb-3 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2">
          {days.map((d) => {
            const active = d === day;
            const relative = dayLabel(d, today);
            // 'Hoje', 'Amanhã', 'Ontem', else the weekday ('seg.'); the date below.
            const label = ['Hoje', 'Amanhã', 'Ontem'].includes(relative) ? relative : relative.split(',')[0];
            return (
              <li key={d}>
                <Link
                  to="/matches"
                  search={(prev) => ({ ...prev, date: d === today ? undefined : d })}
                  aria-current={active ? 'date' : undefined}
                  className={cn(
                    'flex h-11 min-w-[4.5rem] flex-col items-center justify-center rounded-lg border px-3 text-xs whitespace-nowrap',
                    active
                      ? 'border-accent bg-accent/10 text-accent'
                      : 'border-border bg-surface text-text-muted hover:text-text',
                  )}
                >
                  <span className="font-semibold">{label}</span>
                  <span className="text-[10px] opacity-80">
                    {d.slice(8, 10)}/{d.slice(5, 7)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="Filtros" className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2">
          {MATCH_FILTERS.map((f) => (
            <li key={f.value}>
              <Link
                to="/matches"
                search={(prev) => ({ ...prev, filter: f.value === 'all' ? undefined : f.value })}
                aria-current={filter === f.value ? 'true' : undefined}
                className={cn(
                  'inline-flex h-9 items-center whitespace-nowrap rounded-full border px-3.5 text-sm',
                  filter === f.value
                    ? 'border-accent bg-accent text-[#04210f] font-semibold'
                    : 'border-border text-text-muted hover:text-text',
                )}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!matches && query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} notFoundTitle="Partidas indisponíveis" />
      ) : !matches ? (
        <MatchListSkeleton />
      ) : matches.length ? (
        <MatchGroups matches={matches} />
      ) : (
        <EmptyState icon={CalendarDays} title={EMPTY_TEXT[filter]} description="Escolha outro dia ou outro filtro." />
      )}
    </Page>
  );
}

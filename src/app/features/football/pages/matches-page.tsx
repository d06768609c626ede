// /matches: a strip of days (yesterday, today, the week ahead) plus a date picker for any other
// day, filters, and the day's matches grouped by competition in the server's order.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { CalendarDays } from 'lucide-react';
import type { Match, MatchFilter } from '@shared/football';
import { matchesFilter } from '@shared/football-rules';
import { overlayLive } from '@shared/live-rules';
import { isLive } from '@shared/match-status';
import { addDays, dayLabel, isValidYmd, longDateLabel } from '@shared/datetime';
import { plural } from '@shared/plural';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';
import { cn } from '@app/components/ui/cn';
import { useFeedOverAnswer } from '@app/lib/live-match';
import { matchesViewQueryOptions } from '../api';
import { MatchGroups } from '../components/match-list';

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

/** A chip is current (aria-current) only for exactly its day and filter, not for every /matches address. */
const EXACT = { exact: true, includeSearch: true };

/** The days of the strip: yesterday to a week ahead, plus the chosen day when it lies outside. */
export function stripDays(today: string, chosen: string): string[] {
  const days = Array.from({ length: 8 }, (_, i) => addDays(today, i - 1));
  if (chosen < days[0]) return [chosen, ...days];
  if (chosen > days[days.length - 1]) return [...days, chosen];
  return days;
}

function DayChip({ day, today, active }: { day: string; today: string; active: boolean }) {
  const relative = dayLabel(day, today);
  // 'Hoje', 'Amanhã', 'Ontem', else the weekday ('seg.'); the date below (with the year when not this one).
  const label = ['Hoje', 'Amanhã', 'Ontem'].includes(relative) ? relative : relative.split(',')[0];
  const date = `${day.slice(8, 10)}/${day.slice(5, 7)}${day.slice(0, 4) === today.slice(0, 4) ? '' : `/${day.slice(2, 4)}`}`;
  return (
    <Link
      to="/matches"
      search={(prev) => ({ ...prev, date: day === today ? undefined : day })}
      activeOptions={EXACT}
      aria-label={`${label}, ${date}`}
      className={cn(
        'flex h-11 min-w-[4.5rem] flex-col items-center justify-center rounded-lg border px-3 text-xs whitespace-nowrap',
        active ? 'border-accent bg-accent/10 text-accent' : 'border-border bg-surface text-text-muted hover:text-text',
      )}
    >
      <span className="font-semibold">{label}</span> <span className="text-[10px]">{date}</span>
    </Link>
  );
}

/** Any day, through the device's own date picker (native on phones). */
function DatePicker({ day }: { day: string }) {
  const navigate = useNavigate();
  return (
    <label className="flex h-11 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm text-text-muted focus-within:border-accent">
      <CalendarDays className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
      <span className="sr-only">Escolher data</span>
      <input
        type="date"
        value={day}
        aria-label="Escolher data"
        onChange={(event) => {
          const next = event.target.value;
          if (isValidYmd(next)) void navigate({ to: '/matches', search: (prev) => ({ ...prev, date: next }) });
        }}
        className="h-10 min-w-0 bg-transparent text-text [color-scheme:dark] focus:outline-none"
      />
    </label>
  );
}

/**
 * Today's "Ao vivo": the live endpoint's list (late matches of yesterday too) with what the live feed
 * has seen since: a match that kicked off joins, one that ended leaves.
 */
function playingNow(endpoint: Match[], feed: Match[] | undefined): Match[] {
  if (!feed) return endpoint;
  const fed = new Map(feed.map((match) => [match.id, match]));
  const listed = endpoint.filter((match) => isLive(overlayLive(match, fed.get(match.id)).status));
  const ids = new Set(endpoint.map((match) => match.id));
  return [...listed, ...feed.filter((match) => isLive(match.status) && !ids.has(match.id))];
}

/**
 * `today`: São Paulo's date; `todayMatches`: today's matches from the live feed (used when the
 * chosen day is today, so scores move without reloading).
 */
export const MatchesPage = memo(function MatchesPage({
  date,
  filter,
  today,
  todayMatches,
}: {
  date?: string;
  filter: MatchFilter | 'all';
  today: string;
  todayMatches?: Match[];
}) {
  const day = date ?? today;
  const view = filter === 'all' ? undefined : filter;
  const { data } = useSuspenseQuery(matchesViewQueryOptions(date, view));
  // The feed's list keeps the day's answer's objects where they agree: its first sync renders no row.
  const feed = useFeedOverAnswer(data.matches, day === today ? todayMatches : undefined);
  const fromFeed = day === today && feed ? feed.filter(matchesFilter(filter)) : undefined;
  const matches = filter === 'live' && day === today ? playingNow(data.matches, feed) : (fromFeed ?? data.matches);
  return (
    <Page
      title="Partidas"
      description="Jogos de ontem, de hoje, da próxima semana ou do dia que você escolher."
      actions={<DatePicker day={day} />}
    >
      <nav aria-label="Dias" className="-mx-4 mb-3 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2">
          {stripDays(today, day).map((d) => (
            <li key={d}>
              <DayChip day={d} today={today} active={d === day} />
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Filtros" className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2">
          {MATCH_FILTERS.map((f) => (
            <li key={f.value}>
              <Link
                to="/matches"
                search={(prev) => ({ ...prev, filter: f.value === 'all' ? undefined : f.value })}
                activeOptions={EXACT}
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
      <h2 className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-semibold">
        <span className="first-letter:uppercase">{longDateLabel(day)}</span>
        <span className="font-normal text-text-muted">{plural(matches.length, 'partida', 'partidas')}</span>
      </h2>
      {matches.length ? (
        <MatchGroups matches={matches} />
      ) : (
        <EmptyState icon={CalendarDays} title={EMPTY_TEXT[filter]} description="Escolha outro dia ou outro filtro." />
      )}
    </Page>
  );
});

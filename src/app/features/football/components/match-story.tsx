// The story of a match (issue 31): the timeline in order, both lineups on a pitch (and as a list),
// and the referee, venue and attendance. Plain markup, no chart library: it is server-rendered with
// the match page.
import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowLeftRight, ArrowUp, CircleDot } from 'lucide-react';
import type { LineupPlayer, Match, MatchDetail, MatchEvent, PlayMinute, TeamLineup } from '@shared/football';
import { formatNumber } from '@shared/pt-br';
import { ofTeam } from '@shared/team-grammar';
import { Card, CardHeader } from '@app/components/ui/card';
import { cn } from '@app/components/ui/cn';
import { PlayerLink } from './player-link';
import { GOAL_TYPES } from './story-card';
import { TeamCrest } from './team-crest';

export function minuteLabel(m: PlayMinute): string {
  return `${m.minute}${m.offset ? `+${m.offset}` : ''}'`;
}

const EVENT_LABEL: Record<MatchEvent['type'], string> = {
  goal: 'Gol',
  penalty: 'Gol de pênalti',
  own_goal: 'Gol contra',
  yellow: 'Cartão amarelo',
  second_yellow: 'Segundo amarelo, expulso',
  red: 'Cartão vermelho',
  substitution: 'Substituição',
};

function CardIcon({ color, className }: { color: 'yellow' | 'red' | 'second'; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-3.5 w-2.5 shrink-0 rounded-[2px]',
        color === 'yellow' && 'bg-yellow-400',
        color === 'red' && 'bg-red-600',
        color === 'second' && 'bg-gradient-to-br from-yellow-400 from-50% to-red-600 to-50%',
        className,
      )}
    />
  );
}

function EventIcon({ type }: { type: MatchEvent['type'] }) {
  if (type === 'yellow') return <CardIcon color="yellow" />;
  if (type === 'red') return <CardIcon color="red" />;
  if (type === 'second_yellow') return <CardIcon color="second" />;
  if (type === 'substitution') return <ArrowLeftRight className="h-4 w-4 text-info" aria-hidden="true" />;
  return <CircleDot className="h-4 w-4 text-accent" aria-hidden="true" />;
}

/** The two names of a substitution sit one above the other: each a tap target 24 px tall (WCAG 2.5.8). */
const SUB_LINK = 'inline-flex min-h-[24px] items-center';

/** An event whose player the source does not name (a substitution always names its two). */
const isNameless = (event: MatchEvent) => event.type !== 'substitution' && !event.player && !event.playerName;

function EventText({ event, team }: { event: MatchEvent; team: string }) {
  if (event.type === 'substitution') {
    // The names stay links (a tap opens the player), so they are not hidden from screen readers:
    // the arrows are, and the words they stand for are read instead ("Substituição: entra X, sai Y").
    return (
      <span className="grid">
        <span className="flex items-center gap-1">
          <ArrowUp className="h-3.5 w-3.5 text-accent" aria-hidden="true" />
          <span className="sr-only">Substituição: entra </span>
          <PlayerLink player={event.player} name={event.playerName} className={cn(SUB_LINK, 'font-medium')} />
        </span>
        <span className="flex items-center gap-1 text-text-muted">
          <ArrowDown className="h-3.5 w-3.5 text-danger" aria-hidden="true" />
          <span className="sr-only">, sai </span>
          <PlayerLink player={event.playerOut} name={event.playerOutName} className={SUB_LINK} />
        </span>
      </span>
    );
  }
  if (isNameless(event)) {
    // The source has the event's minute but not its player: the team it was for, and what is missing.
    return (
      <span>
        <span className="font-medium">{`${EVENT_LABEL[event.type]} ${ofTeam(team)}`}</span>
        <span className="block text-xs text-text-muted">
          {GOAL_TYPES.has(event.type) ? 'Autor não consta nos dados' : 'Jogador não consta nos dados'}
        </span>
      </span>
    );
  }
  return (
    <span>
      <span className="sr-only">{EVENT_LABEL[event.type]}: </span>
      <PlayerLink player={event.player} name={event.playerName} className="font-medium" />
      {event.type === 'penalty' && <span className="text-text-muted"> (pênalti)</span>}
      {event.type === 'own_goal' && <span className="text-text-muted"> (contra)</span>}
      {event.type === 'second_yellow' && <span className="text-text-muted"> (segundo amarelo)</span>}
    </span>
  );
}

/**
 * The timeline: every event in order, the home side's on the left, the away side's on the right.
 * `note`: what the reader must know about where the minutes come from (the demo's replay).
 */
export function Timeline({
  events,
  match,
  note,
  pending = [],
}: {
  events: MatchEvent[];
  match: Match;
  note?: string;
  /** Goals the live score has and `events` not yet (story-card's goalsAhead). */
  pending?: Array<'home' | 'away'>;
}) {
  return (
    <Card data-testid="match-timeline">
      <CardHeader title="Lance a lance" />
      <ol className="grid gap-1.5 p-3">
        {events.map((event, index) => {
          const team = event.side === 'home' ? match.homeTeam.name : match.awayTeam.name;
          return (
            <StoryRow key={index} side={event.side} minute={minuteLabel(event)} type={event.type}>
              <span className="min-w-0">
                <EventText event={event} team={team} />
                {/* A nameless event already names its team on screen. */}
                {!isNameless(event) && <span className="sr-only"> ({team})</span>}
              </span>
            </StoryRow>
          );
        })}
        <PendingGoals sides={pending} match={match} />
      </ol>
      {note && <p className="border-t border-border px-3 py-2 text-xs text-text-muted">{note}</p>}
    </Card>
  );
}

/** One line of the timeline: the minute (null: not known yet, drawn as a dash), the icon, the words. */
function StoryRow({
  side,
  minute,
  type,
  children,
}: {
  side: 'home' | 'away';
  minute: string | null;
  type: MatchEvent['type'];
  children: ReactNode;
}) {
  return (
    <li
      data-testid={minute === null ? 'pending-goal' : undefined}
      className={cn('flex items-start gap-2 text-sm', side === 'away' && 'flex-row-reverse text-right')}
    >
      <span
        aria-hidden={minute === null ? true : undefined}
        className="tabular w-11 shrink-0 rounded bg-surface-2 px-1.5 py-0.5 text-center text-xs font-semibold"
      >
        {minute ?? '–'}
      </span>
      <span className="mt-0.5 flex w-4 shrink-0 justify-center">
        <EventIcon type={type} />
      </span>
      {children}
    </li>
  );
}

/**
 * Goals the live feed announced a moment ago, before the page's answer, asked again, brings their
 * minute and scorer: the team that scored and that the rest is on its way (never a guessed minute or
 * name, nor "not in the data" before the data has answered).
 */
export function PendingGoals({ sides, match }: { sides: Array<'home' | 'away'>; match: Match }) {
  return sides.map((side, index) => (
    <StoryRow key={`pending-${index}`} side={side} minute={null} type="goal">
      <span>
        <span className="font-medium">{`Gol ${ofTeam(side === 'home' ? match.homeTeam.name : match.awayTeam.name)}`}</span>
        <span className="block text-xs text-text-muted">Atualizando os detalhes do gol…</span>
      </span>
    </StoryRow>
  ));
}

/** What a player did, as small marks (the pitch) or words (the list). */
function marksText(p: LineupPlayer): string {
  const parts: string[] = [];
  if (p.captain) parts.push('capitão');
  if (p.goals) parts.push(p.goals === 1 ? '1 gol' : `${p.goals} gols`);
  if (p.ownGoals) parts.push(p.ownGoals === 1 ? '1 gol contra' : `${p.ownGoals} gols contra`);
  if (p.yellow) parts.push('cartão amarelo');
  if (p.red) parts.push('expulso');
  if (p.subbedOn) parts.push(`entrou aos ${minuteLabel(p.subbedOn)}`);
  if (p.subbedOff) parts.push(`saiu aos ${minuteLabel(p.subbedOff)}`);
  return parts.join(', ');
}

function PitchPlayer({ p }: { p: LineupPlayer }) {
  return (
    <li className="flex w-16 flex-col items-center gap-0.5 text-center sm:w-20">
      <span className="relative">
        <span className="tabular flex h-8 w-8 items-center justify-center rounded-full border-2 border-white/80 bg-surface text-xs font-bold">
          {p.shirtNumber ?? '–'}
        </span>
        {p.captain && (
          <span className="absolute -left-1.5 -top-1 rounded-full bg-white px-1 text-[9px] font-bold text-black">
            C
          </span>
        )}
        {(p.yellow || p.red) && <CardIcon color={p.red ? 'red' : 'yellow'} className="absolute -right-1.5 -top-1" />}
        {p.subbedOff && (
          <ArrowDown className="absolute -bottom-1 -right-2 h-3.5 w-3.5 rounded-full bg-white text-danger" />
        )}
      </span>
      <PlayerLink
        player={p.player}
        className="line-clamp-2 break-words text-[10px] font-medium leading-tight text-white sm:text-xs"
      />
      {p.goals > 0 && (
        <span className="flex items-center gap-0.5 text-[10px] text-white" aria-hidden="true">
          {Array.from({ length: p.goals }, (_, i) => (
            <CircleDot key={i} className="h-3 w-3" />
          ))}
        </span>
      )}
      {marksText(p) && <span className="sr-only">{marksText(p)}</span>}
    </li>
  );
}

/** One team's XI on a half pitch: the goalkeeper at the bottom, the attack at the top. */
function Pitch({ lineup, label }: { lineup: TeamLineup; label: string }) {
  const lines = new Map<number, LineupPlayer[]>();
  for (const p of lineup.starters) lines.set(p.line ?? 0, [...(lines.get(p.line ?? 0) ?? []), p]);
  const ordered = [...lines.entries()].sort((a, b) => b[0] - a[0]);
  return (
    <div
      className="grid gap-3 rounded-lg bg-gradient-to-b from-emerald-800 to-emerald-900 px-1 py-4"
      aria-label={`Campo: ${label}`}
      role="group"
    >
      {ordered.map(([line, players]) => (
        <ul key={line} className="flex justify-around">
          {players.map((p) => (
            <PitchPlayer key={p.player.id} p={p} />
          ))}
        </ul>
      ))}
    </div>
  );
}

function LineupList({ lineup }: { lineup: TeamLineup }) {
  const row = (p: LineupPlayer) => (
    <li key={p.player.id} className="flex items-baseline gap-2 py-1 text-sm">
      <span className="tabular w-6 shrink-0 text-right text-xs text-text-muted">{p.shirtNumber ?? '–'}</span>
      <span className="min-w-0">
        <PlayerLink player={p.player} className="font-medium" />
        {marksText(p) && <span className="text-xs text-text-muted"> · {marksText(p)}</span>}
      </span>
    </li>
  );
  return (
    <div className="grid gap-2">
      <ul>{lineup.starters.map(row)}</ul>
      {lineup.bench.length > 0 && (
        <>
          <p className="text-xs font-semibold text-text-muted">Entraram</p>
          <ul>{lineup.bench.map(row)}</ul>
        </>
      )}
    </div>
  );
}

function TeamLineupView({ lineup, team, view }: { lineup: TeamLineup; team: Match['homeTeam']; view: View }) {
  return (
    <section className="grid min-w-0 gap-2" aria-label={`Escalação: ${team.name}`} data-testid="lineup">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <TeamCrest team={team} size={20} /> {team.name}
        {lineup.formation && <span className="tabular text-text-muted">{lineup.formation}</span>}
      </h3>
      {view === 'pitch' ? (
        <>
          <Pitch lineup={lineup} label={team.name} />
          {lineup.bench.length > 0 && (
            <p className="text-xs text-text-muted">
              Entraram:{' '}
              {lineup.bench.map((p, i) => (
                <span key={p.player.id}>
                  {i > 0 && ', '}
                  <PlayerLink player={p.player} className="text-text" />
                  {p.subbedOn && ` (${minuteLabel(p.subbedOn)})`}
                </span>
              ))}
            </p>
          )}
        </>
      ) : (
        <LineupList lineup={lineup} />
      )}
      <p className="text-xs text-text-muted">Técnico: {lineup.coach ?? 'não consta nos dados'}</p>
    </section>
  );
}

type View = 'pitch' | 'list';

export function Lineups({ lineups, match }: { lineups: MatchDetail['lineups']; match: Match }) {
  const [view, setView] = useState<View>('pitch');
  if (!lineups) {
    return (
      <Card data-testid="match-lineups">
        <CardHeader title="Escalações" />
        <p className="p-4 text-sm text-text-muted">Escalações não divulgadas.</p>
      </Card>
    );
  }
  return (
    <Card data-testid="match-lineups">
      <CardHeader
        title="Escalações"
        action={
          <div className="flex gap-1" role="group" aria-label="Ver escalações como">
            {(['pitch', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(
                  'rounded-md px-2 py-1 text-xs',
                  view === v ? 'bg-surface-2 font-semibold text-text' : 'text-text-muted hover:text-text',
                )}
              >
                {v === 'pitch' ? 'Campo' : 'Lista'}
              </button>
            ))}
          </div>
        }
      />
      <div className="grid gap-4 p-3 md:grid-cols-2">
        <TeamLineupView lineup={lineups.home} team={match.homeTeam} view={view} />
        <TeamLineupView lineup={lineups.away} team={match.awayTeam} view={view} />
      </div>
    </Card>
  );
}

/** Referee, venue and attendance, where the source has them. */
export function Officials({ officials }: { officials: MatchDetail['officials'] }) {
  const items: [string, string][] = [];
  if (officials.referee) items.push(['Árbitro', officials.referee]);
  if (officials.venue) items.push(['Estádio', officials.venue]);
  if (officials.attendance != null) items.push(['Público', formatNumber(officials.attendance)]);
  if (!items.length) return null;
  return (
    <Card data-testid="match-officials">
      <dl className="grid grid-cols-1 gap-2 p-3 text-sm sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

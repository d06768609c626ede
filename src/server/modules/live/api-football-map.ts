// API-Football v3 → FutDados, pure: the response shapes we read, its status codes onto spec §4,
// its goal events onto our goals, and its team names onto our teams (by name and alias, folded
// as the team search folds them: accents, case, punctuation, and the club prefixes/suffixes
// "FC", "EC"... the identity module strips).
import { MatchStatus, type MatchStatusCode } from '@shared/match-status';
import { TEAM_STAT_KINDS, type TeamStatKind } from '@shared/football-rules';
import { cleanClubName } from '../football/identity';
import { foldText } from '../football/team-search';
import type { LiveGoal } from './provider';

/* The parts of GET /fixtures we read (documentation v3: `response[]` of fixture, league, teams, goals, score, events). */
export interface ApiTeam {
  id: number;
  name: string;
}

export interface ApiEvent {
  time: { elapsed: number | null; extra: number | null };
  team: ApiTeam;
  player: { id: number | null; name: string | null };
  /** A goal's assistant; in a `subst` event, the substitution's other player. */
  assist?: { id: number | null; name: string | null };
  type: string;
  detail: string;
  comments: string | null;
}

export interface ApiFixture {
  fixture: {
    id: number;
    date: string;
    timestamp: number;
    status: { long: string; short: string; elapsed: number | null; extra?: number | null };
  };
  league: { id: number; name: string; country: string };
  teams: { home: ApiTeam; away: ApiTeam };
  goals: { home: number | null; away: number | null };
  events?: ApiEvent[];
  /** Present in answers by `ids`; an empty array where the league's coverage has no lineups. */
  lineups?: ApiLineup[];
  /** Present in answers by `ids`: one item per team; an empty array where coverage has none. */
  statistics?: ApiTeamStatistics[];
}

/**
 * One team's statistics of a fixture, as documented: `value` a count, a percentage as text
 * ("32%"), expected goals as text ("1.34"), or null where the provider has none.
 */
interface ApiTeamStatistics {
  team: ApiTeam;
  statistics: Array<{ type: string; value: number | string | null }>;
}

/** One player of a `lineups[]` item: `grid` is "row:column" from the goalkeeper (1:1) forward. */
export interface ApiLineupPlayer {
  player: { id: number | null; name: string | null; number: number | null; pos: string | null; grid: string | null };
}

export interface ApiLineup {
  team: ApiTeam;
  coach?: { id: number | null; name: string | null } | null;
  formation: string | null;
  startXI: ApiLineupPlayer[];
  substitutes: ApiLineupPlayer[];
}

export interface ApiFixturesResponse {
  get: string;
  parameters: Record<string, string>;
  /** An empty array, or an object naming what went wrong ({ requests: "...limit..." }, { token: "..." }). */
  errors: unknown[] | Record<string, string>;
  results: number;
  response: ApiFixture[];
}

/** Statuses that end a match for good (it leaves the live list; nothing more will change). */
export const API_FINAL_STATUSES = new Set(['FT', 'AET', 'PEN', 'PST', 'CANC', 'ABD', 'AWD', 'WO']);

/** The live phase an interrupted or unspecified match is in, from its clock. */
function phaseOf(elapsed: number | null): MatchStatusCode {
  if (elapsed == null || elapsed <= 45) return MatchStatus.FirstHalf;
  if (elapsed <= 90) return MatchStatus.SecondHalf;
  return MatchStatus.ExtraTime;
}

/**
 * API-Football's `fixture.status.short` as a spec §4 code; null for a code the documentation does
 * not list (the fixture is then skipped, not guessed).
 */
export function mapStatus(short: string, elapsed: number | null): MatchStatusCode | null {
  switch (short) {
    case 'TBD': // time to be defined
    case 'NS': // not started
      return MatchStatus.Scheduled;
    case '1H':
      return MatchStatus.FirstHalf;
    case 'HT':
      return MatchStatus.HalfTime;
    case '2H':
      return MatchStatus.SecondHalf;
    case 'ET': // extra time
    case 'BT': // break before or during extra time
      return MatchStatus.ExtraTime;
    case 'P': // penalty shoot-out in progress
      return MatchStatus.Penalties;
    case 'SUSP': // suspended, to resume: still live, in the phase its clock says
    case 'INT': // interrupted
    case 'LIVE': // in progress, phase not given
      return phaseOf(elapsed);
    case 'FT':
      return MatchStatus.Finished;
    case 'AET':
      return MatchStatus.FinishedAfterExtraTime;
    case 'PEN':
      return MatchStatus.FinishedAfterPenalties;
    case 'AWD': // technical loss: the result is decided
    case 'WO': // walkover
      return MatchStatus.Finished;
    case 'PST': // postponed
    case 'CANC': // cancelled: not played on this date, as postponed
    case 'ABD': // abandoned: to be replayed or decided later
      return MatchStatus.Postponed;
    default:
      return null;
  }
}

/** The minute we show: the provider's clock while live, none before kick-off or once over. */
export function minuteOf(status: MatchStatusCode, elapsed: number | null): number | null {
  if (status === MatchStatus.Scheduled || status === MatchStatus.Postponed) return null;
  if (status === MatchStatus.Finished || status === MatchStatus.FinishedAfterExtraTime) return null;
  if (status === MatchStatus.FinishedAfterPenalties) return null;
  if (status === MatchStatus.HalfTime) return 45;
  return elapsed;
}

/**
 * The match's goals in the order they were scored, as our goals (seq from 0). Missed penalties and
 * shoot-out kicks are not goals; an own goal counts for the team the provider credits it to.
 */
export function goalsOf(fixture: ApiFixture): Array<Omit<LiveGoal, 'seq'>> {
  return (fixture.events ?? [])
    .filter(
      (event) =>
        event.type === 'Goal' &&
        event.detail !== 'Missed Penalty' &&
        !/shoot-?out/i.test(event.comments ?? '') &&
        event.time.elapsed != null,
    )
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.time.elapsed! - b.event.time.elapsed! ||
        (a.event.time.extra ?? 0) - (b.event.time.extra ?? 0) ||
        a.index - b.index,
    )
    .map(({ event }) => ({
      side: event.team.id === fixture.teams.away.id ? ('away' as const) : ('home' as const),
      player: event.player.name?.trim() || null,
      minute: Math.max(1, event.time.elapsed!),
      offset: event.time.extra ?? null,
      goalId: null,
    }));
}

/** A line of a match's timeline as the provider gives it (match_events without ids). */
export interface StoryEvent {
  type: 'goal' | 'penalty' | 'own_goal' | 'yellow' | 'second_yellow' | 'red' | 'substitution';
  side: 'home' | 'away';
  minute: number;
  offset: number | null;
  /** The scorer, the booked player or the one who comes on. */
  playerName: string | null;
  /** A substitution's player going off. */
  relatedName: string | null;
}

/** `Card` details as the documentation lists them ("Yellow Card", "Red Card", "Second Yellow card"). */
function cardType(detail: string): StoryEvent['type'] | null {
  if (/second yellow/i.test(detail)) return 'second_yellow';
  if (/^red card$/i.test(detail)) return 'red';
  if (/^yellow card$/i.test(detail)) return 'yellow';
  return null;
}

/** Each side's starting XI by the provider's player ids: what tells who comes on in a substitution. */
export type Starters = Record<'home' | 'away', ReadonlySet<number>>;

/** The starters of the fixture's own lineups (answers by id); null where it carries none. */
export function startersOf(fixture: ApiFixture): Starters | null {
  const starters = { home: new Set<number>(), away: new Set<number>() };
  for (const lineup of fixture.lineups ?? []) {
    const side = lineup.team.id === fixture.teams.away.id ? 'away' : 'home';
    for (const { player } of lineup.startXI) if (player.id !== null) starters[side].add(player.id);
  }
  return starters.home.size + starters.away.size > 0 ? starters : null;
}

/**
 * The match's goals, cards and substitutions in the order of play, for its timeline. The
 * documentation does not say which of a `subst` event's `player` and `assist` comes on, so the
 * lineups say it: of the two, the one on the pitch at that moment (a starter, or on since an earlier
 * substitution) goes off. Without lineups, or when both or neither are on the pitch, the
 * substitution is left out: a name is never guessed. Missed penalties, shoot-out kicks and VAR notes
 * are not events of the timeline.
 */
export function storyOf(fixture: ApiFixture, starters: Starters | null = startersOf(fixture)): StoryEvent[] {
  type Line = { event: StoryEvent; index: number; pair?: [ApiEvent['player'], ApiEvent['player']] };
  const lines: Line[] = [];
  (fixture.events ?? []).forEach((event, index) => {
    if (event.time.elapsed == null) return;
    const at = {
      side: event.team.id === fixture.teams.away.id ? ('away' as const) : ('home' as const),
      minute: Math.max(1, event.time.elapsed),
      offset: event.time.extra ?? null,
      playerName: event.player.name?.trim() || null,
      relatedName: null,
    };
    if (event.type === 'Goal' && event.detail !== 'Missed Penalty' && !/shoot-?out/i.test(event.comments ?? '')) {
      const type = event.detail === 'Own Goal' ? 'own_goal' : event.detail === 'Penalty' ? 'penalty' : 'goal';
      lines.push({ event: { ...at, type }, index });
    } else if (event.type === 'Card') {
      const type = cardType(event.detail);
      if (type) lines.push({ event: { ...at, type }, index });
    } else if (/^subst$/i.test(event.type) && starters && event.assist) {
      lines.push({ event: { ...at, type: 'substitution' }, index, pair: [event.player, event.assist] });
    }
  });
  lines.sort(
    (a, b) => a.event.minute - b.event.minute || (a.event.offset ?? 0) - (b.event.offset ?? 0) || a.index - b.index,
  );
  // Who is on the pitch, from the starters, as the substitutions happen in order.
  const onPitch = { home: new Set(starters?.home), away: new Set(starters?.away) };
  const story: StoryEvent[] = [];
  for (const { event, pair } of lines) {
    if (!pair) {
      story.push(event);
      continue;
    }
    const pitch = onPitch[event.side];
    const [on, off] = pair[0].id !== null && pitch.has(pair[0].id) ? [pair[1], pair[0]] : [pair[0], pair[1]];
    if (on.id === null || off.id === null || !pitch.has(off.id) || pitch.has(on.id)) continue;
    pitch.delete(off.id);
    pitch.add(on.id);
    story.push({ ...event, playerName: on.name?.trim() || null, relatedName: off.name?.trim() || null });
  }
  return story;
}

/** How a team name is compared: folded, and without the "FC"/"EC"-like words clubs carry. */
export function teamKey(name: string): string {
  const folded = foldText(name);
  return foldText(cleanClubName(folded)) || folded;
}

export interface NamedTeam {
  id: number;
  name: string;
  officialName: string;
  aliases: string[];
}

/** Our teams by every folded name and alias; one name may mean several teams (resolved by the fixture). */
export function teamIndex(teams: NamedTeam[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const team of teams) {
    const keys = new Set(
      [team.name, team.officialName, ...team.aliases].flatMap((name) => [foldText(name), teamKey(name)]),
    );
    for (const key of keys) {
      if (!key) continue;
      const ids = index.get(key) ?? [];
      if (!ids.includes(team.id)) ids.push(team.id);
      index.set(key, ids);
    }
  }
  return index;
}

/** Our team ids a provider's team name may mean (empty: unknown). */
export function lookupTeam(index: Map<string, number[]>, name: string): number[] {
  return index.get(foldText(name)) ?? index.get(teamKey(name)) ?? [];
}

/** A player of a lineup as we store it (lineup_entries), with the provider's player id to join on. */
export interface LineupPlayer {
  side: 'home' | 'away';
  apiFootballId: number | null;
  name: string;
  shirtNumber: number | null;
  position: string | null;
  starter: boolean;
  line: number | null;
  slot: number;
}

/** The documentation's one-letter positions as our squads write them. */
const POSITIONS: Record<string, string> = { G: 'GK', D: 'DF', M: 'MF', F: 'FW' };

/**
 * Both lineups of a fixture: starters with their line (grid row - 1, 0 = goalkeeper) and their
 * place in it, then the bench in the order given. A player without a name is left out (never guessed).
 */
export function lineupsOf(fixture: ApiFixture): LineupPlayer[] {
  const entries: LineupPlayer[] = [];
  for (const lineup of fixture.lineups ?? []) {
    const side = lineup.team.id === fixture.teams.away.id ? 'away' : 'home';
    const add = (item: ApiLineupPlayer, starter: boolean, index: number) => {
      const name = item.player.name?.trim();
      if (!name) return;
      const grid = /^(\d+):(\d+)$/.exec(item.player.grid ?? '');
      entries.push({
        side,
        apiFootballId: item.player.id ?? null,
        name,
        shirtNumber: item.player.number ?? null,
        position: POSITIONS[item.player.pos ?? ''] ?? null,
        starter,
        line: starter && grid ? Number(grid[1]) - 1 : null,
        slot: starter && grid ? Number(grid[2]) - 1 : index,
      });
    };
    lineup.startXI.forEach((item, index) => add(item, true, index));
    lineup.substitutes.forEach((item, index) => add(item, false, index));
  }
  return entries;
}

export type LineupSides = Partial<Record<'home' | 'away', { formation: string | null; coach: string | null }>>;

/** Each side's formation ("4-3-3") and coach as the lineups give them; null where they are silent. */
export function lineupSidesOf(fixture: ApiFixture): LineupSides {
  const sides: LineupSides = {};
  for (const lineup of fixture.lineups ?? []) {
    const side = lineup.team.id === fixture.teams.away.id ? 'away' : 'home';
    sides[side] = {
      formation: /^\d+(-\d+)+$/.test(lineup.formation ?? '') ? lineup.formation : null,
      coach: lineup.coach?.name?.trim() || null,
    };
  }
  return sides;
}

/** The documentation's statistic types onto ours; a type not listed here is not shown. */
const STAT_TYPES = new Map<string, TeamStatKind>(
  Object.entries({
    'Ball Possession': 'possession',
    expected_goals: 'expected_goals',
    'Total Shots': 'shots',
    'Shots on Goal': 'shots_on_goal',
    'Shots off Goal': 'shots_off_goal',
    'Blocked Shots': 'blocked_shots',
    'Shots insidebox': 'shots_inside_box',
    'Shots outsidebox': 'shots_outside_box',
    'Corner Kicks': 'corners',
    Offsides: 'offsides',
    Fouls: 'fouls',
    'Yellow Cards': 'yellow_cards',
    'Red Cards': 'red_cards',
    'Goalkeeper Saves': 'saves',
    'Total passes': 'passes',
    'Passes accurate': 'passes_accurate',
    'Passes %': 'pass_accuracy',
  } satisfies Record<string, TeamStatKind>),
);

/** A documented value as a number: 7, "32%", "1.34"; null (or anything else) stays null, never 0. */
function statValue(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(-?\d+(?:[.,]\d+)?)\s*%?\s*$/.exec(value);
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

export interface TeamStatRow {
  kind: TeamStatKind;
  home: number | null;
  away: number | null;
}

/**
 * A fixture's team statistics, both sides per row, in the order the page shows them. Empty where
 * coverage has none (`statistics: []`, absent, or no value at all): nothing is written then. A type
 * both teams leave null is left out; one side null stays null (the provider did not say, not 0).
 */
export function statisticsOf(fixture: ApiFixture): TeamStatRow[] {
  const values = new Map<TeamStatKind, { home: number | null; away: number | null }>();
  for (const team of fixture.statistics ?? []) {
    const side =
      team.team.id === fixture.teams.home.id ? 'home' : team.team.id === fixture.teams.away.id ? 'away' : null;
    if (!side) continue;
    for (const item of team.statistics ?? []) {
      const kind = STAT_TYPES.get(item.type);
      if (!kind) continue;
      const row = values.get(kind) ?? { home: null, away: null };
      row[side] = statValue(item.value);
      values.set(kind, row);
    }
  }
  return TEAM_STAT_KINDS.flatMap((kind) => {
    const row = values.get(kind);
    return row && (row.home !== null || row.away !== null) ? [{ kind, ...row }] : [];
  });
}

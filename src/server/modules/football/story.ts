// The story of one match for its page (issue 31): the timeline and both lineups with what each player
// did, built from the rows the import wrote (match_events, lineup_entries). Pure: the caller reads
// the rows and says up to which minute a live match has got.
import type { LineupPlayer, MatchEvent, MatchEventType, PlayerRef, PlayMinute, TeamLineup } from '@shared/football';

export interface EventRow {
  seq: number;
  type: string;
  side: string;
  minute: number;
  offset: number | null;
  playerId: number | null;
  playerName: string | null;
  relatedPlayerId: number | null;
  relatedName: string | null;
}

export interface LineupRow {
  side: string;
  playerId: number;
  /** The name as the source's lineup gives it. */
  name: string;
  shirtNumber: number | null;
  position: string | null;
  starter: boolean;
  line: number | null;
  slot: number;
  captain: boolean;
}

/** The goals table's row, for matches whose source has goals but no other events. */
export interface GoalEventRow {
  side: string;
  player: string;
  playerId: number | null;
  minute: number;
  offset: number | null;
  penalty: boolean;
  ownGoal: boolean;
}

export interface StorySides {
  formation: string | null;
  coach: string | null;
}

const GOAL_TYPES: ReadonlySet<string> = new Set(['goal', 'penalty', 'own_goal']);

export function isGoalEvent(type: string): boolean {
  return GOAL_TYPES.has(type);
}

/** Events in the order of play: minute, then stoppage offset, then the source's order. */
export function byPlayOrder<T extends { minute: number; offset: number | null }>(a: T, b: T): number {
  return a.minute - b.minute || (a.offset ?? 0) - (b.offset ?? 0);
}

function refOf(id: number | null, players: Map<number, PlayerRef>): PlayerRef | null {
  return id == null ? null : (players.get(id) ?? null);
}

/**
 * A feed that names the players of its events without linking them (API-Football's timeline) is
 * linked to the same match's lineup, which the same feed gave: the one player of that side with that
 * very name (an own goal's scorer plays for the other side). Two players of one name, or none: the
 * event keeps the bare name.
 */
export function linkByLineup(events: EventRow[], lineup: LineupRow[]): EventRow[] {
  if (lineup.length === 0) return events;
  const idOf = (side: string, name: string | null): number | null => {
    if (!name) return null;
    const found = lineup.filter((r) => r.side === side && r.name === name);
    return found.length === 1 ? found[0].playerId : null;
  };
  const other = (side: string) => (side === 'home' ? 'away' : 'home');
  return events.map((e) => ({
    ...e,
    playerId: e.playerId ?? idOf(e.type === 'own_goal' ? other(e.side) : e.side, e.playerName),
    relatedPlayerId: e.relatedPlayerId ?? idOf(e.side, e.relatedName),
  }));
}

export function timelineOf(events: EventRow[], players: Map<number, PlayerRef>): MatchEvent[] {
  return [...events]
    .sort((a, b) => byPlayOrder(a, b) || a.seq - b.seq)
    .map((e) => ({
      type: e.type as MatchEventType,
      side: e.side as 'home' | 'away',
      minute: e.minute,
      offset: e.offset,
      player: refOf(e.playerId, players),
      playerName: e.playerName,
      playerOut: refOf(e.relatedPlayerId, players),
      playerOutName: e.relatedName,
    }));
}

/** The timeline of a match whose source has only its goals (named or not). */
export function goalTimelineOf(goals: GoalEventRow[], players: Map<number, PlayerRef>): MatchEvent[] {
  return [...goals].sort(byPlayOrder).map((g) => ({
    type: g.ownGoal ? 'own_goal' : g.penalty ? 'penalty' : 'goal',
    side: g.side as 'home' | 'away',
    minute: g.minute,
    offset: g.offset,
    player: refOf(g.playerId, players),
    playerName: g.player || null,
    playerOut: null,
    playerOutName: null,
  }));
}

/**
 * The goals list of a match whose goals only a feed's timeline holds (API-Football writes
 * match_events, not goals): its goal events, in order. Empty unless every one names its scorer, so
 * the page says the scorers are not in the data rather than showing a goal without a name.
 */
export function goalsFromEvents(events: EventRow[]): GoalEventRow[] {
  const scored = events.filter((e) => isGoalEvent(e.type)).sort((a, b) => byPlayOrder(a, b) || a.seq - b.seq);
  if (scored.some((e) => !e.playerName)) return [];
  return scored.map((e) => ({
    side: e.side,
    player: e.playerName!,
    playerId: e.playerId,
    minute: e.minute,
    offset: e.offset,
    penalty: e.type === 'penalty',
    ownGoal: e.type === 'own_goal',
  }));
}

/**
 * The goals the demo's replay played for a match whose data has only its result (openfootball's
 * clubs): each at the side and minute the live page and the goal alert showed, without a scorer.
 * Used only when they add up to the score shown, so a replay that did not play the whole match (the
 * server started after its kick-off) leaves the goals by team alone (decision 0128).
 */
export function replayGoalsOf(
  rows: Array<{ side: string; minute: number; offset: number | null }>,
  score: { home: number | null; away: number | null },
): GoalEventRow[] {
  const count = (side: string) => rows.filter((r) => r.side === side).length;
  if (rows.length === 0 || count('home') !== (score.home ?? 0) || count('away') !== (score.away ?? 0)) return [];
  return rows.map((r) => ({ ...r, player: '', playerId: null, penalty: false, ownGoal: false }));
}

function minuteOf(e: MatchEvent): PlayMinute {
  return { minute: e.minute, offset: e.offset };
}

/**
 * Both lineups with each player's goals, cards and substitution marked from the (already visible)
 * timeline; null when the source has no lineup for this match.
 */
export function lineupsOf(
  rows: LineupRow[],
  timeline: MatchEvent[],
  players: Map<number, PlayerRef>,
  sides: { home: StorySides; away: StorySides },
): { home: TeamLineup; away: TeamLineup } | null {
  if (rows.length === 0) return null;
  const marks = new Map<number, Omit<LineupPlayer, 'player' | 'shirtNumber' | 'position' | 'captain' | 'line'>>();
  const markOf = (id: number) => {
    let mark = marks.get(id);
    if (!mark) {
      mark = { goals: 0, ownGoals: 0, yellow: false, red: false, subbedOn: null, subbedOff: null };
      marks.set(id, mark);
    }
    return mark;
  };
  for (const e of timeline) {
    if (!e.player) continue;
    const mark = markOf(e.player.id);
    if (e.type === 'own_goal') mark.ownGoals += 1;
    else if (isGoalEvent(e.type)) mark.goals += 1;
    else if (e.type === 'yellow') mark.yellow = true;
    else if (e.type === 'second_yellow' || e.type === 'red') mark.red = true;
    else if (e.type === 'substitution') {
      mark.subbedOn = minuteOf(e);
      if (e.playerOut) markOf(e.playerOut.id).subbedOff = minuteOf(e);
    }
  }
  const sideOf = (side: 'home' | 'away'): TeamLineup => {
    const own = rows
      .filter((r) => r.side === side)
      .sort((a, b) => (a.line ?? 99) - (b.line ?? 99) || a.slot - b.slot)
      .map((r) => ({
        starter: r.starter,
        entry: {
          player: players.get(r.playerId)!,
          shirtNumber: r.shirtNumber,
          position: r.position,
          captain: r.captain,
          line: r.starter ? r.line : null,
          ...(marks.get(r.playerId) ?? {
            goals: 0,
            ownGoals: 0,
            yellow: false,
            red: false,
            subbedOn: null,
            subbedOff: null,
          }),
        },
      }))
      .filter((p) => p.entry.player);
    return {
      formation: sides[side].formation,
      coach: sides[side].coach,
      starters: own.filter((p) => p.starter).map((p) => p.entry),
      // A substitute shows once he has come on (a live match's bench grows with the timeline).
      bench: own.filter((p) => !p.starter && p.entry.subbedOn).map((p) => p.entry),
    };
  };
  return { home: sideOf('home'), away: sideOf('away') };
}

// The replay plan of one match: when each phase starts and when each goal lands, in game minutes
// since kick-off. Pure and deterministic (seeded by the match id), so a restarted server computes
// exactly the same plan and resumes where it was.
import { MatchStatus, type MatchStatusCode } from '@shared/match-status';
import type { LiveEvent, LiveGoal } from './provider';

export interface Fixture {
  id: number;
  kickoffAt: Date;
  htHome: number | null;
  htAway: number | null;
  ftHome: number | null;
  ftAway: number | null;
  etHome: number | null;
  etAway: number | null;
  penHome: number | null;
  penAway: number | null;
}

export interface FixtureGoal {
  id: number;
  side: string;
  player: string;
  minute: number;
  offset: number | null;
}

/** A card or substitution of the data (match_events), replayed at its real minute. */
export type FixtureEvent = LiveEvent;

export interface PlannedEvent extends LiveEvent {
  /** Game minutes since kick-off at which the event is revealed: the moment the clock shows its minute. */
  at: number;
}

export interface PlannedGoal extends LiveGoal {
  /** Game minutes since kick-off at which the goal is revealed. */
  at: number;
}

interface Phase {
  status: MatchStatusCode;
  start: number;
  /**
   * Minute shown at the phase start, advancing one per game minute up to maxMinute (null: on into
   * stoppage time, 46 in the first half is shown as 45+1').
   */
  firstMinute: number | null;
  maxMinute: number | null;
}

export interface MatchPlan {
  matchId: number;
  kickoffAt: number;
  phases: Phase[];
  goals: PlannedGoal[];
  /** Cards and substitutions in the order of play. */
  events: PlannedEvent[];
  /** Game minute at which the match is over. */
  end: number;
  finalStatus: MatchStatusCode;
}

export interface PlannedState {
  status: MatchStatusCode;
  minute: number | null;
  /** How many goals (in plan order) have landed. */
  revealed: number;
  /** How many cards and substitutions (in plan order) have happened. */
  revealedEvents: number;
}

const HALF_TIME_BREAK = 15;
const EXTRA_TIME_BREAK = 5;
const SHOOTOUT_LENGTH = 10;

/** Small seeded PRNG (mulberry32): same match id, same numbers, on every start. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Period = 'first' | 'second' | 'extra';
const periodOf = (minute: number): Period => (minute <= 45 ? 'first' : minute <= 90 ? 'second' : 'extra');

interface Score {
  ht: [number, number];
  ft: [number, number];
  et: [number, number] | null;
  pen: [number, number] | null;
}

/** The real result; a match the data has not played gets a plausible seeded one. */
function resultOf(fixture: Fixture, rand: () => number): Score {
  const pen: [number, number] | null =
    fixture.penHome != null && fixture.penAway != null ? [fixture.penHome, fixture.penAway] : null;
  const et: [number, number] | null =
    fixture.etHome != null && fixture.etAway != null ? [fixture.etHome, fixture.etAway] : null;
  let ft: [number, number];
  if (fixture.ftHome != null && fixture.ftAway != null) ft = [fixture.ftHome, fixture.ftAway];
  else ft = [Math.floor(rand() * 4), Math.floor(rand() * 3)];
  let ht: [number, number];
  if (fixture.htHome != null && fixture.htAway != null && fixture.htHome <= ft[0] && fixture.htAway <= ft[1]) {
    ht = [fixture.htHome, fixture.htAway];
  } else {
    ht = [Math.floor(rand() * (ft[0] + 1)), Math.floor(rand() * (ft[1] + 1))];
  }
  const validEt = et && et[0] >= ft[0] && et[1] >= ft[1] ? et : null;
  return { ht, ft, et: validEt, pen };
}

function countBy(goals: Array<{ side: string; minute: number }>, side: string, period: Period) {
  return goals.filter((goal) => goal.side === side && periodOf(goal.minute) === period).length;
}

/** The data's goals are used only when they add up to the real half-time, full-time and extra-time scores. */
function realGoalsMatch(goals: FixtureGoal[], score: Score): boolean {
  const expected: Record<Period, [number, number]> = {
    first: score.ht,
    second: [score.ft[0] - score.ht[0], score.ft[1] - score.ht[1]],
    extra: score.et ? [score.et[0] - score.ft[0], score.et[1] - score.ft[1]] : [0, 0],
  };
  return (['first', 'second', 'extra'] as Period[]).every(
    (period) =>
      countBy(goals, 'home', period) === expected[period][0] && countBy(goals, 'away', period) === expected[period][1],
  );
}

function syntheticGoals(score: Score, rand: () => number): Array<Omit<LiveGoal, 'seq'>> {
  const goals: Array<Omit<LiveGoal, 'seq'>> = [];
  const add = (side: 'home' | 'away', count: number, from: number, to: number) => {
    const minutes = new Set<number>();
    while (minutes.size < count) minutes.add(from + Math.floor(rand() * (to - from + 1)));
    for (const minute of minutes) goals.push({ side, player: null, minute, offset: null, goalId: null });
  };
  add('home', score.ht[0], 1, 45);
  add('away', score.ht[1], 1, 45);
  add('home', score.ft[0] - score.ht[0], 46, 90);
  add('away', score.ft[1] - score.ht[1], 46, 90);
  if (score.et) {
    add('home', score.et[0] - score.ft[0], 91, 120);
    add('away', score.et[1] - score.ft[1], 91, 120);
  }
  return goals;
}

/**
 * `fixtureEvents`: the data's cards and substitutions (never invented: a match without them has none).
 * They do not take part in the seeded draws, so adding them leaves the goals' plan as it was.
 */
export function planMatch(
  fixture: Fixture,
  fixtureGoals: FixtureGoal[],
  fixtureEvents: FixtureEvent[] = [],
): MatchPlan {
  const rand = random(fixture.id * 7919 + 17);
  const score = resultOf(fixture, rand);
  const goals: Array<Omit<LiveGoal, 'seq'>> = realGoalsMatch(fixtureGoals, score)
    ? fixtureGoals.map((goal) => ({
        side: goal.side === 'away' ? 'away' : 'home',
        player: goal.player,
        minute: Math.max(1, goal.minute),
        offset: goal.offset,
        goalId: goal.id,
      }))
    : syntheticGoals(score, rand);

  // Stoppage time: seeded, and long enough for the latest stoppage-time goal or event of each half.
  const timed: Array<{ minute: number; offset: number | null }> = [...goals, ...fixtureEvents];
  const maxOffset = (period: Period) =>
    Math.max(0, ...timed.filter((item) => periodOf(item.minute) === period).map((item) => item.offset ?? 0));
  const stoppage1 = Math.max(1 + Math.floor(rand() * 3), maxOffset('first') + 1);
  const stoppage2 = Math.max(2 + Math.floor(rand() * 5), maxOffset('second') + 1);
  const stoppage3 = Math.max(1 + Math.floor(rand() * 2), maxOffset('extra') + 1);

  const secondStart = 45 + stoppage1 + HALF_TIME_BREAK;
  const secondEnd = secondStart + 45 + stoppage2;
  const phases: Phase[] = [
    { status: MatchStatus.FirstHalf, start: 0, firstMinute: 1, maxMinute: null },
    { status: MatchStatus.HalfTime, start: 45 + stoppage1, firstMinute: 45, maxMinute: 45 },
    { status: MatchStatus.SecondHalf, start: secondStart, firstMinute: 46, maxMinute: null },
  ];
  let end = secondEnd;
  let extraStart = secondEnd;
  let finalStatus: MatchStatusCode = MatchStatus.Finished;
  if (score.et) {
    extraStart = secondEnd + EXTRA_TIME_BREAK;
    phases.push({ status: MatchStatus.ExtraTime, start: extraStart, firstMinute: 91, maxMinute: null });
    end = extraStart + 30 + stoppage3;
    finalStatus = MatchStatus.FinishedAfterExtraTime;
  }
  if (score.pen) {
    phases.push({
      status: MatchStatus.Penalties,
      start: end,
      firstMinute: score.et ? 120 : 90,
      maxMinute: score.et ? 120 : 90,
    });
    end += SHOOTOUT_LENGTH;
    finalStatus = MatchStatus.FinishedAfterPenalties;
  }

  // The moment the clock shows a minute of play (stoppage time included).
  const shownAt = (item: { minute: number; offset: number | null }) => {
    const minute = Math.max(1, item.minute);
    const offset = item.offset ?? 0;
    if (minute <= 45) return minute - 1 + offset;
    if (minute <= 90) return secondStart + minute - 46 + offset;
    return extraStart + Math.min(minute, 120) - 91 + offset;
  };
  // A goal lands half a minute into its minute.
  const at = (goal: Omit<LiveGoal, 'seq'>) => shownAt(goal) + 0.5;
  const planned = goals
    .map((goal) => ({ ...goal, at: at(goal) }))
    .sort((a, b) => a.at - b.at || (a.side === 'home' ? -1 : 1))
    .map((goal, seq) => ({ ...goal, seq }));

  const events = fixtureEvents
    .map((event) => ({ ...event, at: shownAt(event) }))
    .sort((a, b) => a.at - b.at || a.seq - b.seq);

  return {
    matchId: fixture.id,
    kickoffAt: fixture.kickoffAt.getTime(),
    phases,
    goals: planned,
    events,
    end,
    finalStatus,
  };
}

/** Where the match stands `elapsed` game minutes after kick-off. */
export function stateAt(plan: MatchPlan, elapsed: number): PlannedState {
  if (elapsed < 0) return { status: MatchStatus.Scheduled, minute: null, revealed: 0, revealedEvents: 0 };
  if (elapsed >= plan.end) {
    return {
      status: plan.finalStatus,
      minute: null,
      revealed: plan.goals.length,
      revealedEvents: plan.events.length,
    };
  }
  let phase = plan.phases[0];
  for (const candidate of plan.phases) if (elapsed >= candidate.start) phase = candidate;
  const minute =
    phase.firstMinute == null
      ? null
      : Math.min(phase.maxMinute ?? Infinity, phase.firstMinute + Math.floor(elapsed - phase.start));
  const revealed = plan.goals.filter((goal) => goal.at <= elapsed).length;
  const revealedEvents = plan.events.filter((event) => event.at <= elapsed).length;
  return { status: phase.status, minute, revealed, revealedEvents };
}

/** Score after the first `revealed` goals of the plan (null before kick-off). */
export function scoreAfter(
  plan: MatchPlan,
  revealed: number,
  status: number,
): { home: number | null; away: number | null } {
  if (status === MatchStatus.Scheduled) return { home: null, away: null };
  const landed = plan.goals.slice(0, revealed);
  return {
    home: landed.filter((goal) => goal.side === 'home').length,
    away: landed.filter((goal) => goal.side === 'away').length,
  };
}

// The replay engine, the embedded default live provider: plays the demo calendar's matches in
// real time from kick-off, from the real half-time/full-time/extra-time/penalty results and the
// real goals (scorer and minute) where the data has them, and the real cards and substitutions
// (match_events, the World Cup files) at their minutes. The match state is a pure function of
// the clock (plan.ts); the engine only diffs it against what was already persisted and announced,
// so a restart at any moment resumes exactly: goals already announced are read back from
// live_goals and never repeated, goals that landed while the server was down are announced once.
import type { Db } from '../../db/client';
import { isFinished, isLive } from '@shared/match-status';
import { goalHasHappened } from '../football/service';
import { saoPauloDate, saoPauloDayRange } from '@shared/live-rules';
import { planMatch, scoreAfter, stateAt, type MatchPlan } from './plan';
import { loadEngineFixtures } from './repo';
import type { Clock, LiveChange, LiveChangeHandler, LiveProvider } from './provider';

/** Whether a match at this stored status and minute already shows an event (the match page's rule). */
function eventShown(event: { minute: number; offset: number | null }, status: number, minute: number | null) {
  if (isFinished(status)) return true;
  return isLive(status) && minute != null && goalHasHappened(event, status, minute);
}

export interface ReplayEngineOptions {
  db: Db;
  clock: Clock;
  /** Game minutes per real minute (LIVE_SPEED). */
  speed: number;
  /** How often the engine looks at the clock (real ms); 0 = only when tick() is called. */
  tickMs: number;
  /** How often the day's fixtures are re-read (real ms), to pick up new imports. */
  reloadMs?: number;
  onError?: (error: unknown) => void;
}

interface Tracked {
  plan: MatchPlan;
  status: number;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  revealed: number;
  /** Cards and substitutions already announced. */
  revealedEvents: number;
}

/** Longest possible match in game minutes (halves, breaks, stoppage, extra time, shoot-out). */
const MAX_MATCH_MINUTES = 200;

export class ReplayEngine implements LiveProvider {
  readonly name = 'replay';
  private tracked = new Map<number, Tracked>();
  private onChanges: LiveChangeHandler | null = null;
  private timer: NodeJS.Timeout | null = null;
  private loadedAt = -Infinity;
  private loadedDay = '';
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: ReplayEngineOptions) {}

  async start(onChanges: LiveChangeHandler): Promise<void> {
    this.onChanges = onChanges;
    // Started again (this process became the leader once more): read the stored state afresh.
    this.loadedAt = -Infinity;
    await this.tick().catch((error) => this.options.onError?.(error));
    if (this.options.tickMs > 0) {
      this.timer = setInterval(
        () => void this.tick().catch((error) => this.options.onError?.(error)),
        this.options.tickMs,
      );
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.onChanges = null;
    await this.queue.catch(() => undefined);
  }

  /** Brings every match up to the clock. Ticks run one at a time. */
  tick(): Promise<void> {
    const run = this.queue.then(() => this.step());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Forces the fixtures to be re-read on the next tick (after an import). */
  invalidate(): void {
    this.loadedAt = -Infinity;
  }

  private async step(): Promise<void> {
    const handler = this.onChanges;
    if (!handler) return;
    const now = this.options.clock.now();
    const day = saoPauloDate(now);
    // A new day, a first tick or a restart needs the fixtures first. The periodic re-read (to pick
    // up imports) comes after this tick's changes are announced: a goal never waits for it.
    if (day !== this.loadedDay || this.loadedAt === -Infinity) await this.load(now, day);
    const stale = now - this.loadedAt >= (this.options.reloadMs ?? 60_000);
    await this.advance(now, handler);
    if (stale) await this.load(now, day);
  }

  /** Moves every tracked match up to `now`: the handler persists and announces, then it is kept. */
  private async advance(now: number, handler: LiveChangeHandler): Promise<void> {
    const changes: LiveChange[] = [];
    const next = new Map<number, Tracked>();
    for (const [id, match] of this.tracked) {
      if (
        isFinished(match.status) &&
        match.revealed === match.plan.goals.length &&
        match.revealedEvents === match.plan.events.length
      ) {
        continue;
      }
      const elapsed = ((now - match.plan.kickoffAt) / 60_000) * this.options.speed;
      const state = stateAt(match.plan, elapsed);
      // Announced goals are never taken back, even if the clock or speed moved backwards.
      const revealed = Math.max(state.revealed, match.revealed);
      const revealedEvents = Math.max(state.revealedEvents, match.revealedEvents);
      const score = scoreAfter(match.plan, revealed, state.status);
      if (
        state.status === match.status &&
        state.minute === match.minute &&
        score.home === match.homeScore &&
        score.away === match.awayScore &&
        revealed === match.revealed &&
        revealedEvents === match.revealedEvents
      ) {
        continue;
      }
      changes.push({
        matchId: id,
        status: state.status,
        minute: state.minute,
        homeScore: score.home,
        awayScore: score.away,
        newGoals: match.plan.goals.slice(match.revealed, revealed).map(({ at: _at, ...goal }) => goal),
        newEvents: match.plan.events.slice(match.revealedEvents, revealedEvents).map(({ at: _at, ...event }) => event),
      });
      next.set(id, {
        plan: match.plan,
        status: state.status,
        minute: state.minute,
        homeScore: score.home,
        awayScore: score.away,
        revealed,
        revealedEvents,
      });
    }
    if (changes.length === 0) return;
    // Persist-then-announce happens in the handler; only after it succeeds does the engine move on,
    // so a failed write is retried on the next tick.
    await handler(changes);
    for (const [id, match] of next) this.tracked.set(id, match);
  }

  private async load(now: number, day: string): Promise<void> {
    const today = saoPauloDayRange(day);
    // Today's matches, plus yesterday's late ones that may still be playing.
    const longest = (MAX_MATCH_MINUTES / this.options.speed) * 60_000;
    const from = new Date(Math.min(today.from.getTime(), now - longest));
    const fixtures = await loadEngineFixtures(this.options.db, from, today.to);
    const tracked = new Map<number, Tracked>();
    for (const row of fixtures) {
      const plan = planMatch(row.fixture, row.goals, row.events);
      tracked.set(row.fixture.id, {
        plan,
        status: row.status,
        minute: row.minute,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        revealed: row.revealed,
        // The events the stored clock already shows were announced with it (the match page shows the same).
        revealedEvents: plan.events.filter((event) => eventShown(event, row.status, row.minute)).length,
      });
    }
    this.tracked = tracked;
    this.loadedAt = now;
    this.loadedDay = day;
  }
}

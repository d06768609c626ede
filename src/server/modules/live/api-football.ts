// The API-Football v3 live provider (LIVE_PROVIDER=api-football): a real feed in place of the replay
// engine, behind the same contract (provider.ts): it hands changes to the service, which persists
// them and only then announces them, and it moves its own view of a match on only after that.
//
// One request (`GET /fixtures?live=all`) brings every live match in the world with its goal events;
// a match we follow that leaves that list (over, postponed) is read once more by id for its final
// state. Requests are rationed by the plan's daily budget (100 a day on the free plan): none while
// none of our matches is near its kick-off or playing, and while some are, the day's remaining
// requests spread over the time left in today's match windows (never closer than the minimum
// interval). The budget headers (`x-ratelimit-requests-remaining` per day, `x-ratelimit-remaining`
// per minute) win over our own count. A 429, a 5xx or a network failure backs off exponentially
// with jitter (honouring Retry-After); a 200 whose `errors` says the day's quota is gone waits for
// the next day (the quota resets at 00:00 UTC).
//
// Fixtures are mapped to our matches by team names and aliases (api-football-map.ts) and the
// kick-off date; a fixture with one team we know and one we do not is logged once and skipped.
// Goals come from the fixture's events, in order: a goal already announced (live_goals, per
// match and seq) is never sent again, so a restart resumes where the database is. The same events
// (already in every answer: no extra request) give the match's timeline (goals, cards,
// substitutions), written over its match_events when they change (issue 31); a card or substitution
// not announced yet goes out as newEvents (a red card notifies followers), counted against those
// already stored after a restart. The documentation does not say which of a substitution's
// player/assist comes on: the stored starting XI does (storyOf); without lineups it is left out.
// The answer by id that reads a match's final state also carries its lineups (no extra request):
// they are stored in lineup_entries, players joined by players.api_football_id, else to the one
// player the team already has who is certainly him (its squads, then its earlier lineups: same
// folded name, or same shirt number and "L. Messi" for "Lionel Messi"; player-identity.ts), who
// then takes the id; only then a new player. While playing, a match first followed without stored
// lineups is read once by id for them (readLineupsOnce).
// Team statistics (possession, shots, xG...) come with every answer by id too (no extra request):
// stored in match_team_statistics from the final read and the lineup read. While playing they are
// refreshed without spending more than the budget already paces: for a match whose answers by id
// had statistics (its league's coverage has them), one due request in STATS_EVERY asks
// `ids=<the followed fixtures>` instead of `live=all`. That answer carries everything the live list
// gives for those fixtures (status, clock, goals, events) plus their statistics; what it does not
// see is a match of ours that has just kicked off, which the next live list finds (one interval
// later). Where coverage has none (`statistics: []`) the live list is never replaced.
import type { Db } from '../../db/client';
import { isFinished } from '@shared/match-status';
import {
  API_FINAL_STATUSES,
  goalsOf,
  lineupSidesOf,
  lineupsOf,
  lookupTeam,
  mapStatus,
  minuteOf,
  statisticsOf,
  startersOf,
  storyOf,
  teamIndex,
  type ApiFixture,
  type ApiFixturesResponse,
  type LineupSides,
} from './api-football-map';
import {
  ANNOUNCED_TYPES,
  loadApiStarters,
  loadLiveStates,
  loadMatchesBetween,
  loadOpenKickoffs,
  loadTeamNames,
  matchesLackingCoverage,
  matchesWithStatistics,
  matchesWithoutLineups,
  saveApiLineups,
  saveApiStatistics,
  type LiveState,
} from './repo';
import type { Clock, LiveChange, LiveChangeHandler, LiveEvent, LiveProvider } from './provider';
import { backoffDelay, describeError, numberHeader } from './backoff';

export interface ApiFootballLog {
  debug(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface ApiFootballSettings {
  /** API address (https://v3.football.api-sports.io; tests point it at a local fake). */
  baseUrl: string;
  key: string;
  /** Requests a day the plan allows; the provider's remaining-requests header wins once seen. */
  dailyRequests: number;
  /** Never two requests closer than this (ms), however much budget is left. */
  minIntervalMs: number;
  /**
   * The day's budget shared with the data sync and the other processes (data-sync/budget.ts, in
   * the database); absent, this process counts alone.
   */
  budget?: SharedRequestBudget;
}

/** One daily request counter for every process and job that asks API-Football (issue 32). */
export interface SharedRequestBudget {
  /** Takes one request from today's budget (keeping `reserve` for others); false when none is left. */
  take(now: number, reserve?: number): Promise<boolean>;
  /** What the provider's daily header said is left. */
  observe(now: number, remaining: number): Promise<void>;
  /** The provider said the day's quota is gone. */
  exhaust(now: number): Promise<void>;
  usage(now: number): Promise<{ used: number; remaining: number }>;
}

export interface ApiFootballOptions extends ApiFootballSettings {
  db: Db;
  clock: Clock;
  log: ApiFootballLog;
  /** false: only poll() moves the provider (tests drive it by hand). */
  autoPoll: boolean;
  fetch?: typeof fetch;
  /** Jitter source in [0, 1) (tests pass a fixed one). */
  random?: () => number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A match is followed from this long before its kick-off... */
const LEAD_MS = 10 * MINUTE;
/** ...to this long after it (two halves, the break, stoppage, extra time and a shoot-out). */
const ACTIVE_MS = 150 * MINUTE;
/**
 * With nothing to follow, our own calendar is looked at again (one indexed query, no request) every
 * `minIntervalMs`, at most this long apart: a match the data sync writes (maybe in another process)
 * close to or after its kick-off is followed within one interval, not ten minutes later.
 */
const IDLE_RECHECK_MS = MINUTE;
const MAX_BACKOFF_MS = 15 * MINUTE;
const TEAMS_RELOAD_MS = 10 * MINUTE;
/** A fixture of the provider matches one of ours kicking off this close to its date. */
const KICKOFF_TOLERANCE_MS = 36 * 60 * MINUTE;
/** The `ids` parameter takes at most 20 fixtures. */
const IDS_PER_REQUEST = 20;
/** While a followed match has statistics, one due request in this many reads the followed by id. */
export const STATS_EVERY = 3;

interface Followed extends LiveState {
  matchId: number;
  /** The timeline last written (JSON of storyOf); null: not known since this process started. */
  storyKey: string | null;
}

const ANNOUNCED: ReadonlySet<string> = new Set(ANNOUNCED_TYPES);

type Failure = { kind: 'backoff'; status: number | string; retryAfterMs: number } | { kind: 'quota' };

export class ApiFootballProvider implements LiveProvider {
  readonly name = 'api-football';
  private onChanges: LiveChangeHandler | null = null;
  private timer: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Our view of the fixtures we follow, by the provider's fixture id; moves only after onChanges resolves. */
  private followed = new Map<number, Followed>();
  /** Provider fixture id → our match id, or null when it is not one of ours. */
  private matchIds = new Map<number, number | null>();
  private teams: Map<string, number[]> | null = null;
  private teamsLoadedAt = -Infinity;
  private logged = new Set<string>();
  /** Fixtures whose lineups were asked for while playing (or were already stored). */
  private lineupsAsked = new Set<number>();
  /** Followed fixtures whose answers by id carry statistics (or that have some stored). */
  private statsCovered = new Set<number>();
  /** Followed fixtures whose season's stored coverage has no team statistics: never read by id for them. */
  private statsLacking = new Set<number>();
  /** Live-list requests since the followed were last read by id for their statistics. */
  private listsSinceStats = 0;
  private budget = { day: '', used: 0, remaining: null as number | null, minuteRemaining: null as number | null };
  private lastRequestAt = -Infinity;
  private failures = 0;
  private backoffUntil = -Infinity;
  private readonly fetch: typeof fetch;
  private readonly random: () => number;

  constructor(private readonly options: ApiFootballOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.random = options.random ?? Math.random;
  }

  async start(onChanges: LiveChangeHandler): Promise<void> {
    this.onChanges = onChanges;
    if (!this.options.autoPoll) return;
    const loop = async () => {
      const wait = await this.poll().catch((error) => {
        this.options.log.error({ err: error }, 'api-football: falha ao aplicar o feed ao vivo');
        return this.options.minIntervalMs;
      });
      if (this.onChanges) {
        this.timer = setTimeout(() => void loop(), wait);
        this.timer.unref();
      }
    };
    void loop();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.onChanges = null;
    await this.queue.catch(() => undefined);
  }

  /** Requests made today (UTC) and what the provider says is left (null: not told yet). */
  get usage(): { used: number; remaining: number } {
    this.rollDay(this.options.clock.now());
    return { used: this.budget.used, remaining: this.remaining() };
  }

  /**
   * One step: asks the provider if a request is due (budget, backoff, our calendar), applies what
   * changed, and resolves with how long to wait (ms) before the next step. Steps run one at a time.
   */
  poll(): Promise<number> {
    const run = this.queue.then(() => this.step());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async step(): Promise<number> {
    const handler = this.onChanges;
    if (!handler) return this.idleRecheckMs();
    const now = this.options.clock.now();
    if (now < this.backoffUntil) return this.backoffUntil - now;
    const plan = await this.plan(now);
    if (!plan.due) return plan.wait;

    const followed = [...this.followed.keys()];
    const byId =
      followed.length > 0 &&
      followed.length <= IDS_PER_REQUEST &&
      followed.some((id) => this.statsCovered.has(id)) &&
      this.listsSinceStats >= STATS_EVERY - 1;
    const fixtures = await this.request(byId ? { ids: followed.join('-') } : { live: 'all' });
    if (!fixtures) return this.waitAfterFailure();
    this.listsSinceStats = byId ? 0 : this.listsSinceStats + 1;
    // A followed match that left the live list is over or stopped: one more look gives its final state.
    const listed = new Set(fixtures.map((fixture) => fixture.fixture.id));
    const gone = [...this.followed.keys()].filter((id) => !listed.has(id));
    for (let i = 0; i < gone.length && this.remaining() > 0; i += IDS_PER_REQUEST) {
      const more = await this.request({ ids: gone.slice(i, i + IDS_PER_REQUEST).join('-') });
      if (!more) break;
      fixtures.push(...more);
    }

    const { changes, next, lineups, statistics } = await this.diff(fixtures);
    // Persist-then-announce happens in the handler; our view moves on only once it succeeded, so
    // a failed write is offered again on the next step.
    if (changes.length > 0) await handler(changes);
    for (const { matchId, entries, sides } of lineups) await saveApiLineups(this.options.db, matchId, entries, sides);
    for (const { matchId, rows } of statistics) await saveApiStatistics(this.options.db, matchId, rows);
    await this.readLineupsOnce(next);
    for (const [id, state] of next) {
      if (state === null) {
        this.followed.delete(id);
        this.statsCovered.delete(id);
        this.statsLacking.delete(id);
      } else this.followed.set(id, state);
    }
    return (await this.plan(this.options.clock.now())).wait;
  }

  /**
   * Lineups while playing: `live=all` does not carry them, so a match we start following without
   * stored lineups is read once by id (up to 20 a request, from the same daily budget; one request
   * is always kept for the next live list). An empty `lineups` (coverage lacks them) is not asked again.
   */
  private async readLineupsOnce(next: Map<number, Followed | null>): Promise<void> {
    const fresh = [...next].filter(([id, state]) => state !== null && !this.lineupsAsked.has(id));
    const freshIds = fresh.map(([, state]) => state!.matchId);
    const [missing, withStats, lacking] = await Promise.all([
      matchesWithoutLineups(this.options.db, freshIds),
      matchesWithStatistics(this.options.db, freshIds),
      matchesLackingCoverage(this.options.db, freshIds),
    ]);
    // What the season's coverage (from the data sync) lacks is never asked for (issue 31 point 6).
    for (const [id, state] of fresh) if (lacking.statistics.has(state!.matchId)) this.statsLacking.add(id);
    // After a restart: statistics already stored mean the league's coverage has them.
    for (const [id, state] of fresh) if (withStats.has(state!.matchId)) this.coverStats(id);
    const ids = fresh
      .filter(([, state]) => missing.has(state!.matchId) && !lacking.lineups.has(state!.matchId))
      .map(([id]) => id);
    for (const [id] of fresh) if (!ids.includes(id)) this.lineupsAsked.add(id);
    for (let i = 0; i < ids.length && this.remaining() > 1; i += IDS_PER_REQUEST) {
      const chunk = ids.slice(i, i + IDS_PER_REQUEST);
      const answered = await this.request({ ids: chunk.join('-') });
      if (!answered) return;
      for (const id of chunk) this.lineupsAsked.add(id);
      for (const fixture of answered) {
        const matchId = this.matchIds.get(fixture.fixture.id);
        if (!matchId) continue;
        await saveApiLineups(this.options.db, matchId, lineupsOf(fixture), lineupSidesOf(fixture));
        const rows = statisticsOf(fixture);
        if (rows.length > 0) this.coverStats(fixture.fixture.id);
        await saveApiStatistics(this.options.db, matchId, rows);
      }
    }
  }

  /** Marks a followed fixture as read by id for its statistics, unless its coverage lacks them. */
  private coverStats(id: number): void {
    if (!this.statsLacking.has(id)) this.statsCovered.add(id);
  }

  private idleRecheckMs(): number {
    return Math.min(this.options.minIntervalMs, IDLE_RECHECK_MS);
  }

  /** Whether a request is due now, else how long until one may be. */
  private async plan(now: number): Promise<{ due: boolean; wait: number }> {
    const dayEnd = Math.floor(now / DAY) * DAY + DAY;
    const kickoffs = await loadOpenKickoffs(this.options.db, new Date(now - ACTIVE_MS), new Date(now + DAY));
    const windows = kickoffs
      .map((kickoff) => [kickoff - LEAD_MS, kickoff + ACTIVE_MS] as const)
      .sort((a, b) => a[0] - b[0]);
    const active = this.followed.size > 0 || windows.some(([from, to]) => from <= now && now < to);
    if (!active) {
      const next = windows.find(([from]) => from > now)?.[0] ?? Infinity;
      return { due: false, wait: Math.max(1000, Math.min(next - now, this.idleRecheckMs())) };
    }
    this.rollDay(now);
    if (this.options.budget) {
      // Another process or the data sync may have spent some: the shared count wins.
      const shared = await this.options.budget.usage(now);
      this.budget.used = shared.used;
      this.budget.remaining = shared.remaining;
    }
    const remaining = this.remaining();
    if (remaining <= 0) {
      this.logOnce(
        `quota:${this.budget.day}`,
        'warn',
        {},
        'api-football: cota diária esgotada; próxima consulta à 00:00 UTC',
      );
      return { due: false, wait: dayEnd - now + 1000 };
    }
    // Time still to cover today: the union of today's match windows from now on (at least one interval).
    let cover = 0;
    let reached = now;
    for (const [from, to] of windows) {
      const start = Math.max(from, reached);
      const end = Math.min(to, dayEnd);
      if (end > start) {
        cover += end - start;
        reached = end;
      }
    }
    // A failed request was already paced by its backoff: retry as soon as that ends.
    if (this.failures > 0) return { due: true, wait: this.options.minIntervalMs };
    let interval = Math.max(this.options.minIntervalMs, cover / remaining);
    if (this.budget.minuteRemaining === 0) interval = Math.max(interval, MINUTE);
    const since = now - this.lastRequestAt;
    return since >= interval ? { due: true, wait: interval } : { due: false, wait: interval - since };
  }

  private rollDay(now: number): void {
    const day = new Date(now).toISOString().slice(0, 10);
    if (day === this.budget.day) return;
    this.budget = { day, used: 0, remaining: null, minuteRemaining: null };
  }

  private remaining(): number {
    return this.budget.remaining ?? this.options.dailyRequests - this.budget.used;
  }

  private waitAfterFailure(): number {
    const now = this.options.clock.now();
    if (this.remaining() <= 0) return Math.floor(now / DAY) * DAY + DAY - now + 1000;
    return Math.max(0, this.backoffUntil - now);
  }

  /** One GET /fixtures; null when it failed (the backoff or the quota wait is set). */
  private async request(query: Record<string, string>): Promise<ApiFixture[] | null> {
    const now = this.options.clock.now();
    this.rollDay(now);
    this.lastRequestAt = now;
    if (this.options.budget && !(await this.options.budget.take(now))) {
      this.budget.remaining = 0;
      return this.failed({ kind: 'quota' });
    }
    this.budget.used += 1;
    if (this.budget.remaining !== null) this.budget.remaining -= 1;
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/fixtures?${new URLSearchParams(query)}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { 'x-apisports-key': this.options.key, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      return this.failed({ kind: 'backoff', status: describeError(error), retryAfterMs: 0 });
    }
    const daily = numberHeader(response, 'x-ratelimit-requests-remaining');
    if (daily !== null) {
      this.budget.remaining = daily;
      await this.options.budget?.observe(now, daily);
    }
    this.budget.minuteRemaining = numberHeader(response, 'x-ratelimit-remaining');
    if (response.status === 429 || response.status >= 500) {
      const retryAfter = numberHeader(response, 'retry-after');
      await response.body?.cancel();
      return this.failed({ kind: 'backoff', status: response.status, retryAfterMs: (retryAfter ?? 0) * 1000 });
    }
    let body: ApiFixturesResponse;
    try {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = (await response.json()) as ApiFixturesResponse;
      if (!Array.isArray(body.response)) throw new Error('resposta sem "response"');
    } catch (error) {
      return this.failed({ kind: 'backoff', status: describeError(error), retryAfterMs: 0 });
    }
    const errors = body.errors && !Array.isArray(body.errors) ? body.errors : {};
    if (Object.keys(errors).length > 0) {
      // The provider answers its own limits with 200 and a message: { requests } for the day's
      // quota, { rateLimit } for the per-minute one; anything else (a bad key) is an error too.
      if ('requests' in errors) {
        this.budget.remaining = 0;
        await this.options.budget?.exhaust(now);
        return this.failed({ kind: 'quota' });
      }
      this.options.log.error({ errors }, 'api-football: a API recusou a consulta');
      return this.failed({ kind: 'backoff', status: Object.keys(errors).join(','), retryAfterMs: 0 });
    }
    this.failures = 0;
    return body.response;
  }

  private failed(failure: Failure): null {
    const now = this.options.clock.now();
    if (failure.kind === 'quota') {
      this.logOnce(
        `quota:${this.budget.day}`,
        'warn',
        {},
        'api-football: cota diária esgotada; próxima consulta à 00:00 UTC',
      );
      return null;
    }
    this.failures += 1;
    const delay = backoffDelay({
      failures: this.failures,
      baseMs: this.options.minIntervalMs,
      maxMs: MAX_BACKOFF_MS,
      retryAfterMs: failure.retryAfterMs,
      random: this.random,
    });
    this.backoffUntil = now + delay;
    this.options.log.warn(
      { status: failure.status, failures: this.failures, retryInMs: Math.round(delay) },
      'api-football: consulta falhou; nova tentativa mais tarde',
    );
    return null;
  }

  /** What changed in the fixtures we follow, and our view of each once the changes are applied. */
  private async diff(fixtures: ApiFixture[]) {
    const changes: LiveChange[] = [];
    const next = new Map<number, Followed | null>();
    // Lineups come with the answers by id (the final look at a match): stored once it is over.
    const lineups: Array<{
      matchId: number;
      entries: ReturnType<typeof lineupsOf>;
      sides: LineupSides;
    }> = [];
    // Statistics come with the answers by id (empty where coverage lacks them: nothing written).
    const statistics: Array<{ matchId: number; rows: ReturnType<typeof statisticsOf> }> = [];
    const mapped: Array<{ fixture: ApiFixture; matchId: number }> = [];
    for (const fixture of fixtures) {
      const matchId = await this.matchOf(fixture);
      if (matchId !== null) mapped.push({ fixture, matchId });
    }
    const unknown = mapped.filter(({ fixture }) => !this.followed.has(fixture.fixture.id)).map((m) => m.matchId);
    const [stored, storedStarters] = await Promise.all([
      loadLiveStates(this.options.db, unknown),
      loadApiStarters(
        this.options.db,
        mapped.map((m) => m.matchId),
      ),
    ]);

    for (const { fixture, matchId } of mapped) {
      const id = fixture.fixture.id;
      const { short, elapsed } = fixture.fixture.status;
      const status = mapStatus(short, elapsed);
      if (status === null) {
        this.logOnce(
          `status:${short}`,
          'warn',
          { fixture: id, status: short },
          'api-football: situação desconhecida, partida ignorada',
        );
        continue;
      }
      const before = this.followed.get(id) ?? stored.get(matchId);
      if (!before) continue;
      const goals = goalsOf(fixture);
      // The answer's own lineups where it has them, else the stored ones: the same starters either
      // way, so the timeline does not change with the kind of answer.
      const story = storyOf(fixture, startersOf(fixture) ?? storedStarters.get(matchId) ?? null);
      const announced = story.filter((event) => ANNOUNCED.has(event.type));
      const storyKey = JSON.stringify(story);
      const previousKey = 'storyKey' in before ? before.storyKey : null;
      // Written when it says something, or to take back what an earlier answer said (a VAR decision).
      const writeStory = storyKey !== previousKey && (story.length > 0 || previousKey !== null);
      const scheduled = status === 0;
      const state: Followed = {
        matchId,
        status,
        minute: minuteOf(status, elapsed),
        homeScore: scheduled ? null : (fixture.goals.home ?? 0),
        awayScore: scheduled ? null : (fixture.goals.away ?? 0),
        // Announced goals are never taken back (a goal the referee later cancels stays in the
        // timeline; the score follows the provider).
        revealed: Math.max(before.revealed, goals.length),
        events: Math.max(before.events, announced.length),
        storyKey: writeStory ? storyKey : previousKey,
      };
      const over = API_FINAL_STATUSES.has(short) || isFinished(status);
      next.set(id, over ? null : state);
      const rows = statisticsOf(fixture);
      if (rows.length > 0) {
        statistics.push({ matchId, rows });
        this.coverStats(id);
      }
      if (over && fixture.lineups)
        lineups.push({ matchId, entries: lineupsOf(fixture), sides: lineupSidesOf(fixture) });
      if (
        state.status === before.status &&
        state.minute === before.minute &&
        state.homeScore === before.homeScore &&
        state.awayScore === before.awayScore &&
        state.revealed === before.revealed &&
        !writeStory
      ) {
        continue;
      }
      changes.push({
        matchId,
        status,
        minute: state.minute,
        homeScore: state.homeScore,
        awayScore: state.awayScore,
        newGoals: goals.slice(before.revealed).map((goal, index) => ({ ...goal, seq: before.revealed + index })),
        // The cards and substitutions not announced yet (a red card notifies followers), numbered in the timeline.
        newEvents: announced.slice(before.events).map((event) => ({
          seq: story.indexOf(event),
          type: event.type as LiveEvent['type'],
          side: event.side,
          minute: event.minute,
          offset: event.offset,
          playerName: event.playerName,
          relatedName: event.relatedName,
        })),
        ...(writeStory ? { story } : {}),
      });
    }
    return { changes, next, lineups, statistics };
  }

  /** Our match for a provider fixture: both teams by name or alias, the kick-off within 36 h. */
  private async matchOf(fixture: ApiFixture): Promise<number | null> {
    const id = fixture.fixture.id;
    const now = this.options.clock.now();
    if (now - this.teamsLoadedAt >= TEAMS_RELOAD_MS || !this.teams) {
      this.teams = teamIndex(await loadTeamNames(this.options.db));
      this.teamsLoadedAt = now;
      // New teams may make a skipped fixture ours.
      for (const [fixtureId, matchId] of this.matchIds) if (matchId === null) this.matchIds.delete(fixtureId);
    }
    const known = this.matchIds.get(id);
    if (known !== undefined) return known;

    const { home, away } = fixture.teams;
    const homes = lookupTeam(this.teams, home.name);
    const aways = lookupTeam(this.teams, away.name);
    let matchId: number | null = null;
    if (homes.length === 0 || aways.length === 0) {
      // Most of the world's live matches are not ours; one known team means a name we do not know.
      const level = homes.length > 0 || aways.length > 0 ? 'warn' : 'debug';
      const missing = [homes.length ? null : home.name, aways.length ? null : away.name].filter(Boolean);
      this.logOnce(
        `team:${id}`,
        level,
        { fixture: id, home: home.name, away: away.name, league: fixture.league.name, unknown: missing },
        'api-football: time desconhecido, partida ignorada',
      );
    } else {
      const date = new Date(fixture.fixture.date).getTime();
      const candidates = await loadMatchesBetween(
        this.options.db,
        homes,
        aways,
        new Date(date - KICKOFF_TOLERANCE_MS),
        new Date(date + KICKOFF_TOLERANCE_MS),
      );
      candidates.sort((a, b) => Math.abs(a.kickoffAt.getTime() - date) - Math.abs(b.kickoffAt.getTime() - date));
      matchId = candidates[0]?.id ?? null;
      if (matchId === null) {
        this.logOnce(
          `match:${id}`,
          'info',
          { fixture: id, home: home.name, away: away.name, date: fixture.fixture.date },
          'api-football: nenhuma partida nossa corresponde; ignorada',
        );
      }
    }
    this.matchIds.set(id, matchId);
    return matchId;
  }

  private logOnce(key: string, level: keyof ApiFootballLog, obj: unknown, msg: string): void {
    if (this.logged.has(key)) return;
    this.logged.add(key);
    this.options.log[level](obj, msg);
  }
}

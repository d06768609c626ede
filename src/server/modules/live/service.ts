// The live service: takes changes from the provider, persists them, and only then announces them
// over socket.io. Also answers syncs (the day's matches with a server timestamp).
import type { Server as SocketServer } from 'socket.io';
import type { Db } from '../../db/client';
import type { Match } from '@shared/football';
import { LIVE_EVENTS, saoPauloDate, type LiveMatchUpdate, type MatchesSync } from '@shared/live';
import { applyLiveChanges, loadMatchesByIds, loadMatchesForDay } from './repo';
import type { Clock, LiveChange, LiveProvider } from './provider';

export interface LiveServiceOptions {
  db: Db;
  io: SocketServer;
  provider: LiveProvider;
  /** Wall clock for dates ("today"); timestamps are made monotonic on top of it. */
  clock: Clock;
}

export class LiveService {
  private lastStamp = 0;
  /** Cached sync of one day; dropped on every change (generation guards against a racing read). */
  private cached: { day: string; generation: number; sync: Promise<MatchesSync> } | null = null;
  private generation = 0;

  constructor(private readonly options: LiveServiceOptions) {}

  get provider(): LiveProvider {
    return this.options.provider;
  }

  start(): Promise<void> {
    return this.options.provider.start((changes) => this.applyChanges(changes));
  }

  stop(): Promise<void> {
    return this.options.provider.stop();
  }

  /** Server time in ms that never goes backwards, even if the system clock does. */
  stamp(): number {
    this.lastStamp = Math.max(this.lastStamp + 1, Date.now());
    return this.lastStamp;
  }

  today(): string {
    return saoPauloDate(this.options.clock.now());
  }

  /** Persist, then announce: a client never sees a change the database does not have. */
  async applyChanges(changes: LiveChange[]): Promise<void> {
    const timestamp = this.stamp();
    await applyLiveChanges(this.options.db, changes, new Date(timestamp));
    this.generation += 1;
    this.cached = null;
    const matches = await loadMatchesByIds(
      this.options.db,
      changes.map((change) => change.matchId),
    );
    this.announce(matches, timestamp);
  }

  private announce(matches: Match[], timestamp: number): void {
    if (matches.length === 0) return;
    const update: LiveMatchUpdate =
      matches.length === 1
        ? { type: 'single_match', match: matches[0], timestamp }
        : { type: 'multiple_matches', matches, timestamp };
    this.options.io.emit(LIVE_EVENTS.liveMatchUpdate, update);
  }

  /** The day's matches; the timestamp is taken before reading, so it never claims newer data than it has. */
  matchesFor(day: string): Promise<MatchesSync> {
    const isToday = day === this.today();
    if (isToday && this.cached?.day === day && this.cached.generation === this.generation) return this.cached.sync;
    const generation = this.generation;
    const timestamp = this.stamp();
    const sync = loadMatchesForDay(this.options.db, day).then((matches) => ({ matches, timestamp }));
    if (isToday) {
      this.cached = { day, generation, sync };
      sync.catch(() => {
        if (this.cached?.sync === sync) this.cached = null;
      });
    }
    return sync;
  }

  /** What a client receives on connect and on request_matches_sync. */
  sync(): Promise<MatchesSync> {
    return this.matchesFor(this.today());
  }
}

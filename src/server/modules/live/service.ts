// The live service: takes changes from the provider, persists them, and only then announces them
// over socket.io. Also answers syncs (the day's matches with a server timestamp). Match payloads
// come from the football module, so HTTP, socket and search share one mapping, cache and clock.
import type { Server as SocketServer } from 'socket.io';
import type { Db } from '../../db/client';
import type { Match } from '@shared/football';
import { LIVE_EVENTS, type LiveMatchUpdate, type MatchesSync } from '@shared/live';
import type { FootballService } from '../football/service';
import { serverTimestamp } from '../football/clock';
import { applyLiveChanges } from './repo';
import type { LiveChange, LiveProvider } from './provider';

/** What the live feed needs of the football module. */
export type MatchSource = Pick<FootballService, 'matchesByIds' | 'dayMatches' | 'invalidateMatches'>;

export interface LiveServiceOptions {
  db: Db;
  io: SocketServer;
  provider: LiveProvider;
  matches: MatchSource;
  /**
   * Runs after each batch is persisted and announced (the notification producer). If it rejects,
   * the batch rejects and the provider offers it again; persisting and producing are idempotent.
   */
  onApplied?: (changes: LiveChange[], matches: Match[]) => Promise<void>;
}

export class LiveService {
  private readonly persistedListeners: ((changes: LiveChange[]) => void)[] = [];

  constructor(private readonly options: LiveServiceOptions) {}

  /** Called after each batch is persisted (the news module writes reports of finished matches). */
  onPersisted(listener: (changes: LiveChange[]) => void): void {
    this.persistedListeners.push(listener);
  }

  get provider(): LiveProvider {
    return this.options.provider;
  }

  start(): Promise<void> {
    return this.options.provider.start((changes) => this.applyChanges(changes));
  }

  stop(): Promise<void> {
    return this.options.provider.stop();
  }

  /** Persist, then announce: a client never sees a change the database does not have. */
  async applyChanges(changes: LiveChange[]): Promise<void> {
    const timestamp = serverTimestamp();
    const changed = await applyLiveChanges(this.options.db, changes, new Date(timestamp));
    if (changed.size === 0) return;
    this.options.matches.invalidateMatches();
    const matches = await this.options.matches.matchesByIds([...changed]);
    this.announce(matches, timestamp);
    for (const listener of this.persistedListeners) listener(changes);
    await this.options.onApplied?.(changes, matches);
  }

  private announce(matches: Match[], timestamp: number): void {
    if (matches.length === 0) return;
    const update: LiveMatchUpdate =
      matches.length === 1
        ? { type: 'single_match', match: matches[0], timestamp }
        : { type: 'multiple_matches', matches, timestamp };
    this.options.io.emit(LIVE_EVENTS.liveMatchUpdate, update);
  }

  /** What a client receives on connect and on request_matches_sync: today's matches (São Paulo). */
  async sync(): Promise<MatchesSync> {
    const { matches, timestamp } = await this.options.matches.dayMatches({});
    return { matches, timestamp };
  }
}

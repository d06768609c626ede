// The live service: takes changes from the provider, persists them, and only then announces them
// over socket.io. Each persisted batch also goes to the live_outbox table in the same transaction;
// the notification producer (onApplied) works through the outbox in order and deletes a batch when
// it is done, so a process that dies between the persist and the producer leaves the batch for the
// next leader, which replays it at start (the producer is idempotent per user and key). Also answers syncs (the day's matches with a server timestamp). Match payloads
// come from the football module, so HTTP, socket and search share one mapping, cache and clock.
import type { Server as SocketServer } from 'socket.io';
import type { Db } from '../../db/client';
import type { Match } from '@shared/football';
import { LIVE_EVENTS, type LiveMatchUpdate, type MatchesSync } from '@shared/live-rules';
import type { FootballService } from '../football/service';
import { serverTimestamp } from '../football/clock';
import { applyLiveChanges, deleteOutbox, loadOutbox, type OutboxBatch } from './repo';
import type { LiveChange, LiveProvider } from './provider';

/** What the live feed needs of the football module. */
export type MatchSource = Pick<FootballService, 'matchesByIds' | 'dayMatches' | 'invalidateMatches'>;

export interface LiveServiceOptions {
  db: Db;
  io: SocketServer;
  provider: LiveProvider;
  matches: MatchSource;
  /**
   * Runs after each batch is persisted and announced (the notification producer), with each match's
   * stored status before its change. Batches reach it through the outbox, in order: if it rejects,
   * the batch stays there and is handed over again (next batch, retry timer, next leader's start);
   * producing is idempotent.
   */
  onApplied?: (changes: LiveChange[], matches: Match[], previousStatuses: (number | null)[]) => Promise<void>;
  /** How often pending outbox batches are retried while the feed runs here (ms; default 30 s). */
  outboxRetryMs?: number;
  /** An outbox replay that failed outside a batch (at start, on the retry timer). */
  onError?: (error: unknown) => void;
}

/** Outbox batches read per query when replaying. */
const OUTBOX_PAGE = 50;

export class LiveService {
  private readonly persistedListeners: ((changes: LiveChange[]) => void)[] = [];
  /** Outbox replays run one at a time. */
  private draining: Promise<void> = Promise.resolve();
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveServiceOptions) {}

  /** Called after each batch is persisted (the news module writes reports of finished matches). */
  onPersisted(listener: (changes: LiveChange[]) => void): void {
    this.persistedListeners.push(listener);
  }

  get provider(): LiveProvider {
    return this.options.provider;
  }

  /**
   * Called when this process becomes the leader: first the batches a previous leader persisted but
   * did not finish notifying, then the feed. A replay that fails does not keep the feed from starting.
   */
  async start(): Promise<void> {
    if (this.options.onApplied) {
      await this.drainOutbox().catch((error) => this.options.onError?.(error));
      this.retryTimer ??= setInterval(
        () => void this.drainOutbox().catch((error) => this.options.onError?.(error)),
        this.options.outboxRetryMs ?? 30_000,
      );
      this.retryTimer.unref();
    }
    await this.options.provider.start((changes) => this.applyChanges(changes));
  }

  async stop(): Promise<void> {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
    await this.options.provider.stop();
    await this.draining.catch(() => undefined);
  }

  /**
   * Persist (with the outbox row, one transaction), then announce: a client never sees a change the
   * database does not have. Then the producer works through the outbox, this batch included.
   */
  async applyChanges(changes: LiveChange[]): Promise<void> {
    const timestamp = serverTimestamp();
    const { changed, outbox } = await applyLiveChanges(this.options.db, changes, new Date(timestamp), {
      outbox: this.options.onApplied !== undefined,
    });
    let matches: Match[] = [];
    if (changed.size > 0) {
      this.options.matches.invalidateMatches([...changed]);
      matches = await this.options.matches.matchesByIds([...changed]);
      this.announce(matches, timestamp, changes);
      for (const listener of this.persistedListeners) listener(changes);
    }
    // Also when nothing changed: a batch offered again after its producer failed is still pending.
    if (this.options.onApplied) await this.drainOutbox(outbox ? { id: outbox.id, matches } : undefined);
  }

  /**
   * Hands every pending outbox batch to the producer, oldest first, deleting each once it is done;
   * stops at the first failure (the batch stays, and the order holds). `known`: the matches of the
   * batch just persisted, already loaded.
   */
  drainOutbox(known?: { id: number; matches: Match[] }): Promise<void> {
    const run = this.draining.catch(() => undefined).then(() => this.replayOutbox(known));
    this.draining = run;
    return run;
  }

  private async replayOutbox(known?: { id: number; matches: Match[] }): Promise<void> {
    const onApplied = this.options.onApplied;
    if (!onApplied) return;
    for (;;) {
      const batches = await loadOutbox(this.options.db, OUTBOX_PAGE);
      for (const batch of batches) {
        const matches = batch.id === known?.id ? known.matches : await this.matchesOf(batch);
        await onApplied(batch.changes, matches, batch.previousStatuses);
        await deleteOutbox(this.options.db, batch.id);
      }
      if (batches.length < OUTBOX_PAGE) return;
    }
  }

  private matchesOf(batch: OutboxBatch): Promise<Match[]> {
    return this.options.matches.matchesByIds([...new Set(batch.changes.map((change) => change.matchId))]);
  }

  private announce(matches: Match[], timestamp: number, changes: LiveChange[]): void {
    if (matches.length === 0) return;
    const shown = new Set(matches.map((match) => match.id));
    const events = changes.flatMap((change) =>
      shown.has(change.matchId) ? (change.newEvents ?? []).map((event) => ({ matchId: change.matchId, ...event })) : [],
    );
    // `events` only when there are some: the payload stays what the spec shows otherwise.
    const extra = events.length > 0 ? { events } : {};
    const update: LiveMatchUpdate =
      matches.length === 1
        ? { type: 'single_match', match: matches[0], timestamp, ...extra }
        : { type: 'multiple_matches', matches, timestamp, ...extra };
    this.options.io.emit(LIVE_EVENTS.liveMatchUpdate, update);
  }

  /** What a client receives on connect and on request_matches_sync: today's matches (São Paulo). */
  async sync(): Promise<MatchesSync> {
    const { matches, timestamp } = await this.options.matches.dayMatches({});
    return { matches, timestamp };
  }
}

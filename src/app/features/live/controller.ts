// The live connection (spec §4 "Live connection" and "Sync", §9 "Sockets and sync"):
// - socket first; after 5 connect errors or a permanent reconnect failure the socket is closed and
//   HTTP polling runs every 15 s; a successful connect or reconnect resets attempts, reconnecting and
//   fallback, stops polling and zeroes the error count; a disconnect the client asked for is not
//   "reconnecting". While polling, each round also tries the socket again, so it comes back by itself
//   (when socket.io's own attempts after such a try run out, the socket is let go for the next round).
// - sync throttle: a non-forced sync is skipped while one is in progress, while updating, or within
//   1000 ms of the last; a sync with no answer in 8 s releases the throttle.
// - tab hidden over 5 s: forced sync on return, plus the visibility helper's forced sync 1 s later.
// - back online: the sync flag is set, background sync is registered and the worker is asked to
//   sync now (TRIGGER_BACKGROUND_SYNC; its LIVE_MATCHES_SYNC answer reaches the store like any sync).
import type { Match } from '@shared/football';
import { SOCKET, SYNC } from '@shared/constants';
import { LIVE_EVENTS, type LiveMatchUpdate, type MatchesSync } from '@shared/live-rules';
import { fetchTodayMatches } from '@shared/live-data';
import { applySync, applyUpdate, type LiveStore } from './store';
import { onTabReturn } from './visibility';

/** The part of a socket.io-client Socket the controller uses (a fake one in unit tests). */
export interface LiveSocket {
  readonly connected: boolean;
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  io: { on(event: string, listener: (...args: never[]) => void): unknown };
}

export interface LiveControllerOptions {
  store: LiveStore;
  createSocket: () => LiveSocket;
  /** Today's matches over HTTP (fallback polling and syncs without a socket). */
  fetchMatches?: () => Promise<{ matches: Match[]; timestamp: number | null }>;
  registerBackgroundSync?: () => Promise<void>;
  /** Asks the service worker to sync now (TRIGGER_BACKGROUND_SYNC, spec §7), when the network comes back. */
  triggerBackgroundSync?: () => void;
}

export class LiveController {
  private socket: LiveSocket | null = null;
  private errorCount = 0;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private releaseTimer: ReturnType<typeof setTimeout> | undefined;
  private syncInProgress = false;
  private lastSyncAt = -Infinity;
  private hiddenAt: number | null = null;
  private cleanups: Array<() => void> = [];

  private readonly fetchMatches: NonNullable<LiveControllerOptions['fetchMatches']>;

  constructor(private readonly options: LiveControllerOptions) {
    this.fetchMatches = options.fetchMatches ?? (() => fetchTodayMatches());
  }

  private get store() {
    return this.options.store;
  }

  start(): void {
    const socket = this.options.createSocket();
    this.socket = socket;
    socket.on('connect', () => this.onConnected());
    socket.on('disconnect', (reason: string) => {
      this.store.setState({
        isConnected: false,
        isReconnecting: reason !== 'io client disconnect' && !this.store.getState().useFallback,
      });
      // The server ends a socket whose session ended (sign-out, password, admin); socket.io does not
      // come back by itself then. The live feed is everyone's: connect again, with today's cookie.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', (error: Error) => {
      console.error('Erro de conexão do placar ao vivo:', error?.message ?? error);
      this.errorCount += 1;
      if (this.errorCount >= SOCKET.reconnectionAttempts) this.enterFallback();
    });
    socket.on(LIVE_EVENTS.matchesSync, (payload: MatchesSync) => {
      this.finishSync();
      applySync(this.store, payload.matches, payload.timestamp);
    });
    socket.on(LIVE_EVENTS.liveMatchUpdate, (update: LiveMatchUpdate) => applyUpdate(this.store, update));
    socket.io.on('reconnect_attempt', (attempt: number) => {
      if (this.store.getState().useFallback) return;
      this.store.setState({ reconnectAttempts: attempt, isReconnecting: true });
    });
    socket.io.on('reconnect', () => this.onConnected());
    socket.io.on('reconnect_failed', () => {
      // socket.io gives up but still counts the socket as active, so no later round would try it
      // again: already polling, let it go (the next round connects anew); otherwise fall back.
      if (this.store.getState().useFallback) socket.disconnect();
      else this.enterFallback();
    });

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        this.hiddenAt = Date.now();
      } else if (this.hiddenAt != null) {
        if (Date.now() - this.hiddenAt > SYNC.hiddenResyncThresholdMs) this.requestSync(true);
        this.hiddenAt = null;
      }
    };
    const onOnline = () => {
      this.store.setState({ needsSync: true });
      this.options
        .registerBackgroundSync?.()
        .catch((error) => console.error('Falha ao registrar a sincronização em segundo plano:', error));
      this.options.triggerBackgroundSync?.();
      if (this.socket && !this.socket.connected && !this.socket.active) this.socket.connect();
      this.requestSync(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    this.cleanups.push(
      () => document.removeEventListener('visibilitychange', onVisibility),
      () => window.removeEventListener('online', onOnline),
      onTabReturn(() => this.requestSync(true), { thresholdMs: SYNC.hiddenResyncThresholdMs }),
    );
    socket.connect();
    // Initial load over HTTP (spec §7), so the list fills even before the socket is up.
    this.requestSync(true);
  }

  stop(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.stopPolling();
    clearTimeout(this.releaseTimer);
    this.syncInProgress = false;
    this.socket?.disconnect();
    this.socket = null;
  }

  /** Asks for a full sync (socket if connected, else HTTP). Returns false when throttled. */
  requestSync(force = false): boolean {
    const now = Date.now();
    if (
      !force &&
      (this.syncInProgress || this.store.getState().isUpdating || now - this.lastSyncAt < SYNC.throttleMs)
    ) {
      return false;
    }
    this.syncInProgress = true;
    this.lastSyncAt = now;
    this.store.setState({ isUpdating: true });
    clearTimeout(this.releaseTimer);
    this.releaseTimer = setTimeout(() => {
      this.syncInProgress = false;
      this.store.setState({ isUpdating: false });
    }, SYNC.releaseTimeoutMs);
    if (this.socket?.connected) {
      this.socket.emit(LIVE_EVENTS.requestMatchesSync, { lastUpdate: this.store.getState().lastUpdate });
    } else {
      void this.httpSync();
    }
    return true;
  }

  private finishSync(): void {
    this.syncInProgress = false;
    clearTimeout(this.releaseTimer);
  }

  private async httpSync(): Promise<void> {
    try {
      const { matches, timestamp } = await this.fetchMatches();
      this.finishSync();
      applySync(this.store, matches, timestamp ?? Date.now());
    } catch (error) {
      console.error('Falha ao atualizar as partidas:', error);
      this.finishSync();
      this.store.setState({ isUpdating: false });
    }
  }

  private onConnected(): void {
    this.errorCount = 0;
    this.stopPolling();
    this.store.setState({ isConnected: true, reconnectAttempts: 0, isReconnecting: false, useFallback: false });
  }

  private enterFallback(): void {
    if (this.store.getState().useFallback) return;
    this.socket?.disconnect();
    this.store.setState({ useFallback: true, isConnected: false, isReconnecting: false });
    void this.poll(false);
    this.pollTimer = setInterval(() => void this.poll(true), SOCKET.fallbackPollingMs);
  }

  private async poll(retrySocket: boolean): Promise<void> {
    // Each later round also gives the socket another chance; a successful connect stops the polling.
    if (retrySocket && this.socket && !this.socket.connected && !this.socket.active) this.socket.connect();
    try {
      const { matches, timestamp } = await this.fetchMatches();
      applySync(this.store, matches, timestamp ?? Date.now());
    } catch (error) {
      console.error('Falha ao atualizar as partidas:', error);
    }
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}

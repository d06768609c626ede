// socket.io side of the live feed: a full matches_sync on connect and whenever a client asks with
// request_matches_sync { lastUpdate }; changes are broadcast by the service as live_match_update.
//
// A request is 40 bytes and its answer the whole day (~15 KB), so answers are rationed per socket:
// at most one per `syncIntervalMs`, later requests folded into the one pending answer. A client that
// does not read what it is sent would make the server buffer without end; one whose unsent output
// passes `maxUnsentBytes` is disconnected (a real client reconnects and gets a fresh sync).
import type { Server as SocketServer, Socket } from 'socket.io';
import { LIVE_EVENTS } from '@shared/live-rules';
import type { LiveService } from './service';

export interface GatewayLimits {
  syncIntervalMs: number;
  maxUnsentBytes: number;
  /** What times the rationing: real time unless a test drives its own, so load cannot move an answer. */
  clock?: GatewayClock;
}

export interface GatewayClock {
  now(): number;
  /** Runs `run` after `ms`; returns what cancels it. */
  later(run: () => void, ms: number): () => void;
}

const realClock: GatewayClock = {
  now: () => Date.now(),
  later(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

export const GATEWAY_LIMITS: GatewayLimits = { syncIntervalMs: 1000, maxUnsentBytes: 1024 * 1024 };

interface EngineConnection {
  writeBuffer?: Array<{ data?: string | ArrayBuffer | ArrayBufferView }>;
  transport?: { socket?: { bufferedAmount?: number } };
}

/** Bytes sent to this socket and not yet handed to the network: engine.io's queue plus the WebSocket's. */
export function unsentBytes(socket: Socket): number {
  const connection = socket.conn as unknown as EngineConnection;
  let bytes = connection.transport?.socket?.bufferedAmount ?? 0;
  for (const packet of connection.writeBuffer ?? []) {
    const data = packet.data;
    bytes += typeof data === 'string' ? data.length : (data?.byteLength ?? 0);
  }
  return bytes;
}

export function attachLiveGateway(
  io: SocketServer,
  service: Pick<LiveService, 'sync'>,
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void },
  limits: GatewayLimits = GATEWAY_LIMITS,
) {
  io.on('connection', (socket) => {
    const clock = limits.clock ?? realClock;
    let lastAnswerAt = 0;
    let pending: (() => void) | undefined;

    const overloaded = () => {
      const unsent = unsentBytes(socket);
      if (unsent <= limits.maxUnsentBytes) return false;
      log.warn({ unsent, address: socket.handshake.address }, 'socket desconectado: não lê o que recebe');
      socket.disconnect(true);
      return true;
    };

    const answer = async () => {
      pending = undefined;
      lastAnswerAt = clock.now();
      if (!socket.connected || overloaded()) return;
      try {
        socket.emit(LIVE_EVENTS.matchesSync, await service.sync());
      } catch (error) {
        log.error({ err: error }, 'live sync failed');
      }
      overloaded();
    };

    void answer();
    // The payload's lastUpdate is not needed: the answer is always the full day, and the client
    // itself drops a sync older than what it has.
    socket.on(LIVE_EVENTS.requestMatchesSync, () => {
      if (pending) return;
      const wait = lastAnswerAt + limits.syncIntervalMs - clock.now();
      if (wait <= 0) void answer();
      else pending = clock.later(() => void answer(), wait);
    });
    socket.on('disconnect', () => pending?.());
  });
}

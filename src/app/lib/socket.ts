// The live socket (spec §7/§9): own origin, path /socket.io, websocket then polling, 20 s timeout,
// 5 reconnection attempts from 1 s up to 30 s with 0.5 randomisation (the generic socket of the
// signed-in user: up to 5 s). Not connected until asked.
// socket.io-client (12 KB gzip) is not part of the first paint (issue 14): createLiveSocket hands
// back a stand-in at once and the library loads when it is first called (the live and
// notifications providers start their sockets in effects, after the first render). Calls made
// meanwhile are replayed on the real socket in the same order.
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET } from '@shared/constants';

export const LIVE_SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: SOCKET.path,
  transports: [...SOCKET.transports],
  timeout: SOCKET.timeoutMs,
  reconnection: true,
  reconnectionAttempts: SOCKET.reconnectionAttempts,
  reconnectionDelay: SOCKET.reconnectionDelayMs,
  reconnectionDelayMax: SOCKET.reconnectionDelayMaxMs,
  randomizationFactor: SOCKET.randomizationFactor,
  withCredentials: true,
  autoConnect: false,
};

/** The generic socket of the signed-in user (notifications): the same, but reconnecting from 1 s up to 5 s. */
export const GENERIC_SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  ...LIVE_SOCKET_OPTIONS,
  reconnectionDelayMax: SOCKET.genericReconnectionDelayMaxMs,
};

type Listener = (...args: never[]) => void;

/** The part of a socket.io Socket the live and notifications controllers use. */
export interface LazySocket {
  readonly connected: boolean;
  readonly active: boolean;
  /** What the real socket is (or will be) built with. */
  readonly options: Partial<ManagerOptions & SocketOptions>;
  on(event: string, listener: Listener): LazySocket;
  emit(event: string, ...args: unknown[]): LazySocket;
  connect(): LazySocket;
  disconnect(): LazySocket;
  io: { on(event: string, listener: Listener): unknown };
}

/** The generic socket (spec §9's 1 s to 5 s reconnection), for the notifications feed. */
export function createGenericSocket(url: string = window.location.origin): LazySocket {
  return createLiveSocket(url, GENERIC_SOCKET_OPTIONS);
}

export function createLiveSocket(
  url: string = window.location.origin,
  options: Partial<ManagerOptions & SocketOptions> = LIVE_SOCKET_OPTIONS,
): LazySocket {
  let socket: Socket | undefined;
  let loading: Promise<void> | undefined;
  // What the caller asked for last, so `active` reads as the real socket's would while it loads.
  let wantsConnection = false;
  const pending: Array<(socket: Socket) => void> = [];
  const errorListeners: Listener[] = [];

  const load = () =>
    (loading ??= import('socket.io-client').then(
      ({ io }) => {
        socket = io(url, options);
        for (const call of pending.splice(0)) call(socket);
      },
      (error: unknown) => {
        // The chunk did not arrive (offline before it was cached): a connect error like the
        // socket's own, so the live feature falls back to polling; the next connect() tries again.
        loading = undefined;
        if (!wantsConnection) return;
        const reason = error instanceof Error ? error : new Error(String(error));
        for (const listener of errorListeners) (listener as (error: Error) => void)(reason);
      },
    ));
  const run = (call: (socket: Socket) => void) => {
    if (socket) call(socket);
    else {
      pending.push(call);
      void load();
    }
  };

  const lazy: LazySocket = {
    get connected() {
      return socket?.connected ?? false;
    },
    get active() {
      return socket ? socket.active : wantsConnection;
    },
    options,
    on(event, listener) {
      if (event === 'connect_error') errorListeners.push(listener);
      run((real) => real.on(event, listener as (...args: unknown[]) => void));
      return lazy;
    },
    emit(event, ...args) {
      run((real) => real.emit(event, ...args));
      return lazy;
    },
    connect() {
      wantsConnection = true;
      run((real) => real.connect());
      return lazy;
    },
    disconnect() {
      wantsConnection = false;
      run((real) => real.disconnect());
      return lazy;
    },
    io: {
      on(event, listener) {
        run((real) => real.io.on(event as 'reconnect', listener as () => void));
      },
    },
  };
  return lazy;
}

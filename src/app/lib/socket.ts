// The live socket (spec §7/§9): own origin, path /socket.io, websocket then polling, 20 s timeout,
// 5 reconnection attempts from 1 s up to 30 s with 0.5 randomisation. Not connected until asked.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
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

export function createLiveSocket(url: string = window.location.origin): Socket {
  return io(url, LIVE_SOCKET_OPTIONS);
}

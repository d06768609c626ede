// A signed-in browser's notification socket, as the app opens it: the session cookie on a
// same-origin handshake, then `authenticate` with the user's id. Tests of how a session ends read
// why the server cut it.
import { io as connect, type Socket } from 'socket.io-client';
import { NOTIFICATION_EVENTS } from '@shared/notifications-rules';

export interface UserSocket {
  socket: Socket;
  /** Whether the server put the socket in the user's room. */
  joined: boolean;
  /** Why the socket was disconnected, once it was ("io server disconnect" when the server cut it). */
  disconnectReason(): string | undefined;
}

export async function openUserSocket(url: string, cookie: string | undefined, userId: number): Promise<UserSocket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: url, cookie: `futdados_session=${cookie}` },
  });
  let reason: string | undefined;
  socket.on('disconnect', (why) => (reason = why));
  const answer = await new Promise<{ ok: boolean }>((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => socket.emit(NOTIFICATION_EVENTS.authenticate, userId, resolve));
  });
  return { socket, joined: answer.ok, disconnectReason: () => reason };
}

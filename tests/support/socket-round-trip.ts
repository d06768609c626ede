// Proving that a socket was sent nothing, without waiting for time to pass: the server handles a
// socket's packets in order and writes to it in order, so the answer to an acknowledged event sent
// now arrives after everything the server had already sent that socket.
import type { Socket } from 'socket.io-client';
import { NOTIFICATION_EVENTS } from '@shared/notifications-rules';

/** Resolves once the server answered on this socket (an `authenticate` nobody can pass: refused at once). */
export async function roundTrip(socket: Socket): Promise<void> {
  await socket.emitWithAck(NOTIFICATION_EVENTS.authenticate, null);
}

// socket.io side of the live feed: a full matches_sync on connect and whenever a client asks with
// request_matches_sync { lastUpdate }; changes are broadcast by the service as live_match_update.
import type { Server as SocketServer, Socket } from 'socket.io';
import { LIVE_EVENTS } from '@shared/live';
import type { LiveService } from './service';

export function attachLiveGateway(
  io: SocketServer,
  service: LiveService,
  log: { error(obj: unknown, msg: string): void },
) {
  const sendSync = async (socket: Socket) => {
    try {
      socket.emit(LIVE_EVENTS.matchesSync, await service.sync());
    } catch (error) {
      log.error({ err: error }, 'live sync failed');
    }
  };
  io.on('connection', (socket) => {
    void sendSync(socket);
    // The payload's lastUpdate is not needed: the answer is always the full day, and the client
    // itself drops a sync older than what it has.
    socket.on(LIVE_EVENTS.requestMatchesSync, () => void sendSync(socket));
  });
}

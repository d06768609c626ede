// The baseline side of `npm run bench:live`: a bare `ws` server that broadcasts, for goal k, the
// very frame text the app sent for it (the parent passes it with the order), encoded once and
// written to every client. No database, no socket.io: the floor the app's fan-out is compared with.
import { WebSocketServer } from 'ws';
import { takeOrders, timedBroadcast } from './bench-child';

const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });

takeOrders({
  goal: timedBroadcast((frame) => {
    const data = Buffer.from(frame);
    for (const client of server.clients) client.send(data, { binary: false });
  }),
  stop: () => {
    for (const client of server.clients) client.terminate();
    server.close(() => process.exit(0));
  },
});
server.on('listening', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send!({ type: 'ready', port, path: '/' });
});

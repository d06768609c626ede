// The middle side of `npm run bench:live`: a bare socket.io server (the app's options, no app, no
// database) that emits, for goal k, the very event the app announced (the parent passes its frame).
// Between the app and bare `ws`, it splits the gap: what socket.io itself costs on the write path,
// and what the app adds (persisting first, its heap and timers).
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET } from '@shared/constants';
import { LIVE_EVENTS } from '@shared/live-rules';
import { takeOrders, timedBroadcast } from './bench-child';

const http = createServer();
const io = new Server(http, { path: SOCKET.path, serveClient: false });
// The client counts itself connected on matches_sync, as it does with the app.
io.on('connection', (socket) => socket.emit(LIVE_EVENTS.matchesSync, { matches: [], timestamp: 0 }));

takeOrders({
  goal: timedBroadcast((frame) => {
    // "42[event, payload]": Engine.IO message (4), socket.io event (2), then the JSON array.
    const [event, payload] = JSON.parse(frame.slice(2)) as [string, unknown];
    io.emit(event, payload);
  }),
  stop: () => void io.close(() => process.exit(0)),
});
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send!({ type: 'ready', port, path: `${SOCKET.path}/?EIO=4&transport=websocket` });
});

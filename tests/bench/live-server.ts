// The app side of `npm run bench:live`: the real app on PGlite (in memory) with one match whose
// replay holds `--goals` goals, one a game minute from minute 1; the parent moves the live clock
// over IPC (goal k: the clock goes to minute k and the engine ticks: persist, then announce).
import { openDatabase } from '@server/db/client';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { ReplayEngine } from '@server/modules/live/engine';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import { liveBenchEnv } from './server-config';
import { takeOrders } from './bench-child';

const MINUTE = 60_000;
const goals = Number(process.argv[2] ?? 10);
const kickoff = Date.now() - MINUTE;
const clock = manualClock(kickoff);

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await insertLiveFixtures(database.db, [
  {
    home: 'Flamengo',
    away: 'Palmeiras',
    kickoffAt: new Date(kickoff),
    ht: [goals, 0],
    ft: [goals, 0],
    goals: Array.from({ length: goals }, (_, index) => ({ side: 'home', player: 'Pedro', minute: index + 1 })),
  },
]);
const config = loadConfig(liveBenchEnv, 'bench');
const { app, io, live } = await buildApp({ config, database, now: clock.date });
// When the broadcast starts (after persisting) and how long it takes (encode once, write to
// every socket).
let emitStartedAt = 0;
let emitMs = 0;
const emit = io.emit.bind(io);
io.emit = ((...args: Parameters<typeof io.emit>) => {
  emitStartedAt = performance.now();
  const sent = emit(...args);
  emitMs = performance.now() - emitStartedAt;
  return sent;
}) as typeof io.emit;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

takeOrders({
  goal: async ({ goal }) => {
    // Goal k (minute k) lands at k - 0.5 game minutes.
    const started = performance.now();
    clock.set(kickoff + goal * MINUTE);
    await (live.provider as ReplayEngine).tick();
    return { ms: performance.now() - started, emitMs, beforeEmitMs: emitStartedAt - started };
  },
  stop: async () => {
    await app.close();
    await database.close();
    process.exit(0);
  },
});
process.send!({ type: 'ready', port, path: '/socket.io/?EIO=4&transport=websocket' });

// The server side of `npm run bench:live`: the real app on PGlite (in memory) with one match about
// to see a goal, its live clock moved by the parent process over IPC.
import { openDatabase } from '@server/db/client';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { ReplayEngine } from '@server/modules/live/engine';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';

const MINUTE = 60_000;
const kickoff = Date.now() - 10 * MINUTE;
const clock = manualClock(Date.now());

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await insertLiveFixtures(database.db, [
  {
    home: 'Flamengo',
    away: 'Palmeiras',
    kickoffAt: new Date(kickoff),
    ht: [1, 0],
    ft: [1, 0],
    goals: [{ side: 'home', player: 'Pedro', minute: 12 }],
  },
]);
const config = loadConfig(
  { LOG_LEVEL: 'silent', NODE_ENV: 'production', CLIENT_DIR: 'dist/client', LIVE_TICK_MS: String(24 * 60 * MINUTE) },
  'bench',
);
const { app, live } = await buildApp({ config, database, now: clock.date });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', async (message: { type: string }) => {
  if (message.type === 'goal') {
    // The goal of minute 12 lands at 11.5 game minutes.
    clock.set(kickoff + 12 * MINUTE);
    await (live.provider as ReplayEngine).tick();
    process.send!({ type: 'announced' });
  } else if (message.type === 'memory') {
    process.send!({ type: 'memory', memory: process.memoryUsage() });
  } else if (message.type === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send!({ type: 'ready', port });

// Issue 9 point 5: request_matches_sync is rationed per socket, and a client that does not read what
// it is sent is disconnected instead of growing the server's memory. Real socket.io clients.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { LIVE_EVENTS, saoPauloDate, saoPauloDayRange } from '@shared/live-rules';
import { GATEWAY_LIMITS } from '@server/modules/live/gateway';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';

const MINUTE = 60_000;
const MATCHES = 120;
// The production limits; the non-reader test shortens the interval to fill buffers quickly.
const limits = { ...GATEWAY_LIMITS };
let testApp: TestApp;
let url: string;
let socket: Socket | undefined;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LIVE_PROVIDER: 'off' }, live: { gateway: limits } });
  const kickoff = saoPauloDayRange(saoPauloDate()).from.getTime() + 15 * 60 * MINUTE;
  await insertLiveFixtures(
    testApp.db.database.db,
    Array.from({ length: MATCHES }, (_, i) => ({
      home: `Mandante Clube ${i}`,
      away: `Visitante Clube ${i}`,
      kickoffAt: new Date(kickoff + i * MINUTE),
    })),
  );
  url = await testApp.listen();
}, 180_000);
afterAll(() => testApp.close());
afterEach(() => {
  socket?.close();
  socket = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request_matches_sync flood', () => {
  test('2000 requests in a burst get at most one answer per second', async () => {
    socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    let answers = 0;
    socket.on(LIVE_EVENTS.matchesSync, () => (answers += 1));
    await new Promise<void>((resolve) => socket!.once(LIVE_EVENTS.matchesSync, () => resolve()));
    expect(answers).toBe(1); // the sync on connect
    for (let i = 0; i < 2000; i++) socket.emit(LIVE_EVENTS.requestMatchesSync, { lastUpdate: i });
    await sleep(2500);
    // Folded into one answer a second after the one on connect (two at most with timing slack).
    expect(answers).toBeGreaterThanOrEqual(2);
    expect(answers).toBeLessThanOrEqual(3);
    expect(socket.connected).toBe(true);
  });

  test('a client that stops reading is disconnected once its unsent output passes the limit', async () => {
    Object.assign(limits, { syncIntervalMs: 5, maxUnsentBytes: 256 * 1024 });
    const disconnected = new Promise<string>((resolve) =>
      testApp.io.on('connection', (server) => server.on('disconnect', (reason) => resolve(reason))),
    );
    socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const firstSync = await new Promise<unknown[]>((resolve) =>
      socket!.once(LIVE_EVENTS.matchesSync, (sync: { matches: unknown[] }) => resolve(sync.matches)),
    );
    expect(firstSync.length).toBe(MATCHES);
    // Stop reading at the TCP level, as a stalled phone or a hostile client would, but keep asking.
    const engine = socket.io.engine as unknown as { transport: { ws: { _socket: { pause(): void } } } };
    engine.transport.ws._socket.pause();
    let reason: string | undefined;
    void disconnected.then((value) => (reason = value));
    for (let i = 0; i < 3000 && reason === undefined; i++) {
      socket.emit(LIVE_EVENTS.requestMatchesSync, {});
      await sleep(5);
    }
    expect(reason).toBe('server namespace disconnect');
    expect(testApp.io.sockets.sockets.size).toBe(0);
  });
});

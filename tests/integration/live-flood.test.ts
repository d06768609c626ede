// Issue 9 point 5: request_matches_sync is rationed per socket, and a client that does not read what
// it is sent is disconnected instead of growing the server's memory. Real socket.io clients.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { LIVE_EVENTS, saoPauloDate, saoPauloDayRange } from '@shared/live-rules';
import { GATEWAY_LIMITS } from '@server/modules/live/gateway';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';
import { roundTrip } from '../support/socket-round-trip';
import { until } from '../support/wait';

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
    const connectAt = Date.now();
    socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const answeredAt: number[] = [];
    socket.on(LIVE_EVENTS.matchesSync, () => answeredAt.push(Date.now()));
    await until(() => answeredAt[0], 'the sync on connect');
    for (let i = 0; i < 2000; i++) socket.emit(LIVE_EVENTS.requestMatchesSync, { lastUpdate: i });
    // Answered after the server took in the whole burst: within the second after the sync on
    // connect, nothing more was sent.
    await roundTrip(socket);
    expect(answeredAt).toHaveLength(1);
    // The burst is folded into one answer, a second after the one on connect (which came after
    // connectAt); with every request taken in before it, nothing is left to answer after it.
    await until(() => answeredAt[1], 'the folded answer');
    expect(answeredAt[1] - connectAt).toBeGreaterThanOrEqual(990);
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

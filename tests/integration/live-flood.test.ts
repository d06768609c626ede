// Issue 9 point 5: request_matches_sync is rationed per socket, and a client that does not read what
// it is sent is disconnected instead of growing the server's memory. Real socket.io clients.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { LIVE_EVENTS, saoPauloDate, saoPauloDayRange } from '@shared/live-rules';
import { GATEWAY_LIMITS, type GatewayClock } from '@server/modules/live/gateway';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures } from '../support/live-fixtures';
import { roundTrip } from '../support/socket-round-trip';
import { until } from '../support/wait';

const MINUTE = 60_000;
const MATCHES = 120;
// The production limits; the flood test drives the clock by hand, the non-reader test shortens the
// interval on real time to fill buffers quickly.
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

/** A clock the test moves by hand: the rationing cannot depend on how busy the machine is. */
function manualClock() {
  let now = 0;
  const due: Array<{ at: number; run: () => void }> = [];
  const drop = (timer: (typeof due)[number]) => {
    const index = due.indexOf(timer);
    if (index >= 0) due.splice(index, 1);
  };
  const clock: GatewayClock = {
    now: () => now,
    later(run, ms) {
      const timer = { at: now + ms, run };
      due.push(timer);
      return () => drop(timer);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of due.filter(({ at }) => at <= now)) {
      drop(timer);
      timer.run();
    }
  };
  return { clock, advance, due };
}

describe('request_matches_sync flood', () => {
  test('2000 requests in a burst get at most one answer per second', async () => {
    const { clock, advance, due } = manualClock();
    limits.clock = clock;
    socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    let answers = 0;
    socket.on(LIVE_EVENTS.matchesSync, () => answers++);
    await until(() => answers === 1, 'the sync on connect');
    for (let i = 0; i < 2000; i++) socket.emit(LIVE_EVENTS.requestMatchesSync, { lastUpdate: i });
    // Answered after the server took in the whole burst: with the clock still at the sync on
    // connect, nothing more was sent, and the whole burst waits on one answer due a second later.
    await roundTrip(socket);
    expect(answers).toBe(1);
    expect(due.map(({ at }) => at)).toEqual([1000]);
    advance(999);
    await roundTrip(socket);
    expect(answers).toBe(1);
    advance(1);
    await until(() => answers === 2, 'the folded answer');
    // Every request was taken in before it: nothing is left to answer after it.
    await roundTrip(socket);
    expect(answers).toBe(2);
    expect(due).toEqual([]);
    expect(socket.connected).toBe(true);
  });

  test('a client that stops reading is disconnected once its unsent output passes the limit', async () => {
    Object.assign(limits, { syncIntervalMs: 5, maxUnsentBytes: 256 * 1024, clock: undefined });
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

// Cards and substitutions in the live feed (issue 31, point 5), over a real server on PGlite and
// PostgreSQL: the replay plays the data's match_events at their minutes, the socket update carries
// them beside the match, the match page's timeline holds exactly those the clock has reached, and a
// player sent off is a notification for the followers who did not switch red cards off.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { matchEvents } from '@server/db/schema';
import type { ReplayEngine } from '@server/modules/live/engine';
import { LIVE_EVENTS, saoPauloDayRange } from '@shared/live-rules';
import type { LiveMatchUpdate } from '@shared/live';
import type { MatchDetail } from '@shared/football';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import { registerUser, TestClient } from '../support/http-client';
import { until } from '../support/wait';

const MINUTE = 60_000;

describe.each(databaseKinds())('live cards and substitutions on %s', (kind) => {
  let db: TestDatabase;
  let server: TestApp;
  let matchId: number;
  const day = '2026-03-15';
  const kickoff = saoPauloDayRange(day).from.getTime() + 15 * 60 * MINUTE;
  const clock = manualClock(kickoff - 10 * MINUTE);
  const tick = () => (server.live.provider as ReplayEngine).tick();
  const detail = async () =>
    (await new TestClient(server.url).get(`/api/soccer/matches/${matchId}`)).body as MatchDetail;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    [matchId] = await insertLiveFixtures(db.database.db, [
      {
        home: 'Grêmio',
        away: 'Internacional',
        kickoffAt: new Date(kickoff),
        ht: [1, 0],
        ft: [1, 0],
        goals: [{ side: 'home', player: 'Suárez', minute: 20 }],
      },
    ]);
    await db.database.db.insert(matchEvents).values([
      { matchId, seq: 0, type: 'yellow', side: 'away', minute: 12, playerName: 'Enner Valencia' },
      { matchId, seq: 1, type: 'goal', side: 'home', minute: 20, playerName: 'Suárez' },
      { matchId, seq: 2, type: 'red', side: 'away', minute: 30, playerName: 'Gabriel Mercado' },
      {
        matchId,
        seq: 3,
        type: 'substitution',
        side: 'home',
        minute: 88,
        playerName: 'Ferreirinha',
        relatedName: 'Cristaldo',
      },
    ]);
    server = await createTestApp({
      db,
      env: { EMAIL_VERIFICATION: 'off', LIVE_TICK_MS: String(24 * 60 * MINUTE) },
      now: clock.date,
    });
    await server.listen();
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  test('cards and substitutions arrive in minute order on the socket and in the timeline; a red card notifies the followers who want it', async () => {
    const fan = await registerUser(server.url);
    const quiet = await registerUser(server.url);
    for (const user of [fan, quiet]) {
      const teamsOf = (await new TestClient(server.url).get('/api/soccer/matches/' + matchId)).body as MatchDetail;
      const follow = await user.browser.put('/api/user/follows', {
        teams: [teamsOf.match.awayTeam.id],
        matches: [],
      });
      expect(follow.status).toBe(200);
    }
    const off = await quiet.browser.put('/api/user/notification-preferences', { redCards: false });
    expect(off.body).toMatchObject({ redCards: false, goals: true });
    expect((await fan.browser.get('/api/user/notification-preferences')).body).toMatchObject({ redCards: true });

    const socket: Socket = connect(server.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const updates: LiveMatchUpdate[] = [];
    socket.on(LIVE_EVENTS.liveMatchUpdate, (update: LiveMatchUpdate) => updates.push(update));
    await until(() => socket.connected || undefined, 'socket connected');

    // Minute 15: the yellow (12') only.
    clock.set(kickoff + 14.5 * MINUTE);
    await tick();
    const first = await until(() => updates.find((update) => update.events?.length), 'an update with events');
    expect(first.events).toEqual([
      {
        matchId,
        seq: 0,
        type: 'yellow',
        side: 'away',
        minute: 12,
        offset: null,
        playerName: 'Enner Valencia',
        relatedName: null,
      },
    ]);
    expect((await detail()).events.map((event) => event.type)).toEqual(['yellow']);

    // Minute 31: the goal (20') and the red card (30') have happened, the substitution (88') not yet.
    clock.set(kickoff + 30.5 * MINUTE);
    await tick();
    const red = await until(
      () => updates.flatMap((update) => update.events ?? []).find((event) => event.type === 'red'),
      'the red card',
    );
    expect(red).toMatchObject({ minute: 30, playerName: 'Gabriel Mercado', side: 'away' });
    expect((await detail()).events.map((event) => [event.type, event.minute])).toEqual([
      ['yellow', 12],
      ['goal', 20],
      ['red', 30],
    ]);
    const titles = async (browser: TestClient) =>
      (
        (await browser.get('/api/user/notifications')).body as {
          notifications: Array<{ title: string; message: string }>;
        }
      ).notifications;
    const sentOff = await until(
      async () => (await titles(fan.browser)).find((n) => n.title === 'Expulsão do Internacional!'),
      'the red card notification',
    );
    expect(sentOff.message).toBe("Gabriel Mercado é expulso com cartão vermelho (30'). Grêmio 1 - 0 Internacional");
    // The goal of the same batch reached both (they follow Internacional; goals stay on for both).
    await until(async () => (await titles(quiet.browser)).find((n) => n.title === 'Gol do Grêmio!'), 'goal alert');
    expect((await titles(quiet.browser)).map((n) => n.title)).not.toContain('Expulsão do Internacional!');

    // Full time: the substitution, and nothing is announced twice.
    clock.set(kickoff + 4 * 60 * MINUTE);
    await tick();
    await until(
      () => updates.flatMap((update) => update.events ?? []).find((event) => event.type === 'substitution'),
      'the substitution',
    );
    const all = updates.flatMap((update) => update.events ?? []);
    expect(all.map((event) => event.seq)).toEqual([0, 2, 3]);
    const final = await detail();
    expect(final.events.at(-1)).toMatchObject({
      type: 'substitution',
      minute: 88,
      playerName: 'Ferreirinha',
      playerOutName: 'Cristaldo',
    });
    expect((await titles(fan.browser)).filter((n) => n.title === 'Expulsão do Internacional!')).toHaveLength(1);
    socket.close();
  }, 120_000);
});

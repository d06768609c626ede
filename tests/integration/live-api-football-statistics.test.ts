// Team statistics from API-Football (issue 31 point 6), end to end on the server against the local
// fake (documented shapes, no network): real database (PGlite and PostgreSQL), the provider polled
// by hand on a manual clock, the match detail read over HTTP. Proves: statistics come with the
// answers by id the provider already makes (the lineup read, the final read), are served beside
// the timeline, are refreshed while playing by replacing one live list in STATS_EVERY (never an
// extra request), and a league whose coverage has none (`statistics: []`) is never read by id again
// nor shown with invented figures.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STATS_EVERY } from '@server/modules/live/api-football';
import type { MatchDetail } from '@shared/football';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/database';
import { insertLiveFixtures, manualClock } from '../support/live-fixtures';
import type { FakeFixture } from '../support/fake-api-football';
import { startLiveApiFootball, type LiveApiFootballApp } from '../support/api-football-app';

const MINUTE = 60_000;

/** The documented list for one team (the order and spelling of the documentation's example). */
function teamStats(values: {
  possession: string;
  shots: number;
  onGoal: number;
  corners: number;
  fouls: number;
  offsides: number | null;
  xg?: string;
}) {
  return [
    { type: 'Shots on Goal', value: values.onGoal },
    { type: 'Shots off Goal', value: values.shots - values.onGoal },
    { type: 'Total Shots', value: values.shots },
    { type: 'Blocked Shots', value: 0 },
    { type: 'Shots insidebox', value: values.onGoal },
    { type: 'Shots outsidebox', value: values.shots - values.onGoal },
    { type: 'Fouls', value: values.fouls },
    { type: 'Corner Kicks', value: values.corners },
    { type: 'Offsides', value: values.offsides },
    { type: 'Ball Possession', value: values.possession },
    { type: 'Yellow Cards', value: 1 },
    { type: 'Red Cards', value: null },
    { type: 'Goalkeeper Saves', value: null },
    { type: 'Total passes', value: 300 },
    { type: 'Passes accurate', value: 250 },
    { type: 'Passes %', value: '83%' },
    ...(values.xg ? [{ type: 'expected_goals', value: values.xg }] : []),
  ];
}

describe.each(databaseKinds())('API-Football team statistics on %s', (kind) => {
  let db: TestDatabase;
  let api: LiveApiFootballApp;
  let flamengo: number;
  let saoPaulo: number;
  const kickoff = Date.parse('2026-04-12T19:00:00.000Z');
  const clock = manualClock(kickoff + 10 * MINUTE);
  const date = new Date(kickoff).toISOString();
  const fla: FakeFixture = {
    id: 1_190_001,
    date,
    status: '1H',
    elapsed: 10,
    home: { id: 127, name: 'Flamengo' },
    away: { id: 121, name: 'Palmeiras' },
    goals: [0, 0],
    events: [],
    statistics: {
      home: teamStats({ possession: '55%', shots: 4, onGoal: 2, corners: 3, fouls: 5, offsides: 1, xg: '0.61' }),
      away: teamStats({ possession: '45%', shots: 2, onGoal: 1, corners: 1, fouls: 7, offsides: null, xg: '0.20' }),
    },
  };
  // A league whose coverage has no statistics: the answer by id carries `statistics: []`.
  const spfc: FakeFixture = {
    id: 1_190_002,
    date,
    status: '1H',
    elapsed: 10,
    home: { id: 126, name: 'Sao Paulo' },
    away: { id: 131, name: 'Corinthians' },
    goals: [0, 0],
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    [flamengo, saoPaulo] = await insertLiveFixtures(db.database.db, [
      { home: 'Flamengo', away: 'Palmeiras', kickoffAt: new Date(kickoff) },
      { home: 'São Paulo', away: 'Corinthians', kickoffAt: new Date(kickoff) },
    ]);
    api = await startLiveApiFootball({ db, clock, fixtures: [fla, spfc] });
  });

  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  const detail = async (id: number) =>
    (await (await fetch(`${api.url}/api/soccer/matches/${id}`)).json()) as MatchDetail;
  const stat = (d: MatchDetail, kind: string) => d.statistics?.find((s) => s.kind === kind);
  const step = () => api.step();

  test('a scheduled match shows no statistics (nothing is known before kick-off)', async () => {
    const scheduled = await detail(flamengo);
    expect(scheduled.match.status).toBe(0);
    expect(scheduled.statistics).toBeNull();
  });

  test('the lineup read by id brings the statistics: stored, mapped and served beside the timeline', async () => {
    expect(await step()).toEqual(['live=all', `ids=${fla.id}-${spfc.id}`]);
    const live = await detail(flamengo);
    expect(live.statistics?.map((s) => s.kind)).toEqual([
      'possession',
      'expected_goals',
      'shots',
      'shots_on_goal',
      'shots_off_goal',
      'blocked_shots',
      'shots_inside_box',
      'shots_outside_box',
      'corners',
      'offsides',
      'fouls',
      'yellow_cards',
      'passes',
      'passes_accurate',
      'pass_accuracy',
    ]);
    expect(stat(live, 'possession')).toEqual({ kind: 'possession', home: 55, away: 45 });
    expect(stat(live, 'expected_goals')).toEqual({ kind: 'expected_goals', home: 0.61, away: 0.2 });
    expect(stat(live, 'shots_on_goal')).toEqual({ kind: 'shots_on_goal', home: 2, away: 1 });
    // The provider's null stays null (not 0): the page shows "–" for that side.
    expect(stat(live, 'offsides')).toEqual({ kind: 'offsides', home: 1, away: null });
    // Red cards and saves are null on both sides: left out, not shown as 0 x 0.
    expect(stat(live, 'red_cards')).toBeUndefined();
    // São Paulo's league has no statistics in its coverage: none stored, the page says so.
    expect((await detail(saoPaulo)).statistics).toBeNull();
  });

  test('while playing, one due request in STATS_EVERY reads the followed by id instead of the live list: never one more', async () => {
    api.fake.set({
      ...fla,
      elapsed: 30,
      goals: [1, 0],
      events: [{ minute: 28, side: 'home', player: 'Pedro' }],
      statistics: {
        home: teamStats({ possession: '61%', shots: 9, onGoal: 5, corners: 5, fouls: 8, offsides: 2, xg: '1.34' }),
        away: teamStats({ possession: '39%', shots: 3, onGoal: 1, corners: 2, fouls: 11, offsides: 1, xg: '0.31' }),
      },
    });
    const steps: string[][] = [];
    for (let i = 0; i < 2 * STATS_EVERY; i += 1) steps.push(await step());
    // Each due step makes exactly one request; the list is replaced, never added to.
    expect(steps.map((made) => made.length)).toEqual(Array(2 * STATS_EVERY).fill(1));
    const ids = `ids=${fla.id}-${spfc.id}`;
    const expected = Array.from({ length: 2 * STATS_EVERY }, (_, i) =>
      // The first step above was a live list: the (STATS_EVERY - 1)-th after it is the read by id.
      (i + 2) % STATS_EVERY === 0 ? ids : 'live=all',
    );
    expect(steps.flat()).toEqual(expected);
    const live = await detail(flamengo);
    expect(stat(live, 'possession')).toEqual({ kind: 'possession', home: 61, away: 39 });
    expect(stat(live, 'expected_goals')).toEqual({ kind: 'expected_goals', home: 1.34, away: 0.31 });
    // The read by id also moved the match on (status, clock, goals) like the live list does.
    expect(live.match).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(live.events.map((e) => [e.type, e.minute, e.playerName])).toEqual([['goal', 28, 'Pedro']]);
  });

  test('a league without statistics in its coverage never replaces the live list', async () => {
    // Flamengo's match ends: it leaves the live list and is read once more by id, with its final figures.
    api.fake.set({
      ...fla,
      status: 'FT',
      elapsed: 90,
      goals: [2, 0],
      events: [
        { minute: 28, side: 'home', player: 'Pedro' },
        { minute: 77, side: 'home', player: 'Arrascaeta' },
      ],
      statistics: {
        home: teamStats({ possession: '58%', shots: 17, onGoal: 8, corners: 9, fouls: 12, offsides: 3, xg: '2.48' }),
        away: teamStats({ possession: '42%', shots: 6, onGoal: 2, corners: 3, fouls: 15, offsides: 2, xg: '0.55' }),
      },
    });
    // (The last step above was a live list after the read by id, so this one is a live list too.)
    expect(await step()).toEqual(['live=all', `ids=${fla.id}`]);
    const final = await detail(flamengo);
    expect(final.match.status).toBe(3);
    expect(stat(final, 'shots')).toEqual({ kind: 'shots', home: 17, away: 6 });
    expect(stat(final, 'expected_goals')).toEqual({ kind: 'expected_goals', home: 2.48, away: 0.55 });
    // Only São Paulo's match is followed now, and its league has no statistics.
    const later: string[][] = [];
    for (let i = 0; i < 2 * STATS_EVERY; i += 1) later.push(await step());
    expect(later.flat()).toEqual(Array(2 * STATS_EVERY).fill('live=all'));
    expect((await detail(saoPaulo)).statistics).toBeNull();
  });
});

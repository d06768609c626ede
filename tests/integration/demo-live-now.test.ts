// Issue 22 point 2 end to end on the server: the default demo started at 07:15 on a Thursday (the
// issue's hour, when the 52-week calendar had nothing live) imports the real openfootball files on
// a calendar that puts real played matches on the pitch, and the replay engine plays them within a
// minute; a restart while they are on keeps the calendar (nothing re-imported) and the replay resumes
// them; DEMO_SHIFT_WEEKS pins whole weeks.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inArray } from 'drizzle-orm';
import { matches } from '@server/db/schema';
import { createFootballService } from '@server/modules/football/service';
import { ReplayEngine } from '@server/modules/live/engine';
import { applyLiveChanges } from '@server/modules/live/repo';
import type { LiveChange } from '@server/modules/live/provider';
import { isLive, MatchStatus } from '@shared/match-status';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { manualClock } from '../support/live-fixtures';

const MINUTE = 60_000;
const DATA_DIR = 'data/openfootball';
const THURSDAY_0715 = Date.parse('2026-11-26T07:15:00-03:00');

describe('the default demo has something live at any hour', () => {
  let testDb: TestDatabase;
  const clock = manualClock(THURSDAY_0715);
  const football = (liveNow: boolean) =>
    createFootballService({
      db: testDb.database.db,
      dataDir: DATA_DIR,
      shiftWeeks: 52,
      liveNow: liveNow ? { liveWindowMs: 100 * MINUTE } : undefined,
      now: clock.date,
    });
  /** One engine run: the changes it makes at the clock's time, persisted as the live service does. */
  async function play(): Promise<LiveChange[]> {
    const db = testDb.database.db;
    const changes: LiveChange[] = [];
    const engine = new ReplayEngine({ db, clock, speed: 1, tickMs: 0 });
    await engine.start(async (batch) => {
      await applyLiveChanges(db, batch, clock.date());
      changes.push(...batch);
    });
    await engine.stop();
    return changes;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  }, 120_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  let shiftMinutes: number;
  let playing: number[];

  test('started at 07:15 on a Thursday: real played matches are live within a minute', async () => {
    const report = await football(true).importData();
    expect(report.failed).toEqual([]);
    shiftMinutes = report.shiftMinutes;
    clock.advance(MINUTE); // the fan opens the app a minute after `npm start`
    const changes = await play();
    playing = changes.filter((change) => isLive(change.status)).map((change) => change.matchId);
    expect(playing.length).toBeGreaterThan(0);
    // Real matches: the data has their result (the replay plays it, scorers included where known).
    const rows = await testDb.database.db.select().from(matches).where(inArray(matches.id, playing));
    const kickedOff = rows.filter((row) => row.status === MatchStatus.FirstHalf && (row.minute ?? 0) <= 5);
    expect(kickedOff.length).toBeGreaterThan(0);
    expect(kickedOff.every((row) => row.ftHome != null && row.ftAway != null)).toBe(true);
    playing = kickedOff.map((row) => row.id);
  }, 120_000);

  test('a restart 30 minutes later keeps the calendar and resumes the same matches', async () => {
    clock.advance(30 * MINUTE);
    const report = await football(true).importData();
    expect(report.shiftMinutes).toBe(shiftMinutes);
    expect(report.imported).toEqual([]);
    await play();
    const rows = await testDb.database.db.select().from(matches).where(inArray(matches.id, playing));
    expect(rows.every((row) => isLive(row.status) && (row.minute ?? 0) >= 30)).toBe(true);
  }, 120_000);

  test('DEMO_SHIFT_WEEKS pins whole weeks: at this hour nothing is live, as the issue saw', async () => {
    clock.set(THURSDAY_0715);
    const report = await football(false).importData();
    expect(report.shiftMinutes).toBe(0);
    clock.advance(MINUTE);
    const changes = await play();
    expect(changes.filter((change) => isLive(change.status))).toEqual([]);
  }, 120_000);
});

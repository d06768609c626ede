// Issue 22 point 2: with the default embedded demo, a fan starting the app at any hour sees real
// matches live within a minute. The calendar chooser is pure: these run it on the real openfootball
// kick-offs with an injected clock at several hours of the week.
import { describe, expect, test } from 'vitest';
import { plannedKickoffs } from '@server/modules/football/importer';
import {
  chooseShiftMinutes,
  demoCalendarOf,
  somethingLive,
  replaysSeason,
  stopsMidSeason,
  storedShiftMinutes,
} from '@server/modules/football/demo-calendar';

const DATA_DIR = 'data/openfootball';
const LIVE_WINDOW_MS = 100 * 60_000; // LIVE_SPEED=1
const MINUTE = 60_000;

/** Played matches with a known time, on the 52-week calendar (what the server feeds the chooser). */
async function anchors(now: Date): Promise<number[]> {
  return [...(await plannedKickoffs(DATA_DIR, 52, now)).values()]
    .filter((kickoff) => kickoff.known && kickoff.played)
    .map((kickoff) => kickoff.at);
}

/** Kick-offs of the shifted calendar that are on the pitch at `now` (kicked off within the last quarter hour). */
const justKickedOff = (kickoffs: number[], minutes: number, now: number) =>
  kickoffs.filter((at) => at + minutes * MINUTE <= now && at + minutes * MINUTE > now - 15 * MINUTE);

/** Minutes past the hour, as a fixture list shows them. */
const minutePastHour = (at: number) => new Date(at).getUTCMinutes();

describe('the demo keeps something live at any hour', () => {
  // São Paulo times (UTC-3): the Thursday 07:15, a Monday 03:00, and a few more.
  const clocks = [
    '2026-11-26T07:15:00-03:00', // Thursday morning
    '2026-11-30T03:00:00-03:00', // Monday, small hours
    '2026-12-25T23:59:00-03:00', // Christmas night
    '2027-02-17T12:30:00-03:00', // a Wednesday lunch
    '2026-07-05T16:00:00-03:00', // a Sunday afternoon in the northern summer break
  ];

  test.each(clocks)('started at %s, real played matches are live within a minute', async (iso) => {
    const now = new Date(iso);
    const kickoffs = await anchors(now);
    // Only the seasons the calendar replays anchor it (a finished one keeps its dates): in July, the
    // Brasileirão and Libertadores alone.
    expect(kickoffs.length).toBeGreaterThan(500);
    // Nothing imported yet: a fresh `npm start`.
    const minutes = chooseShiftMinutes({ kickoffs, now: now.getTime(), current: null, liveWindowMs: LIVE_WINDOW_MS });
    expect(justKickedOff(kickoffs, minutes, now.getTime()).length).toBeGreaterThan(0);
    expect(somethingLive(kickoffs, minutes, now.getTime(), LIVE_WINDOW_MS)).toBe(true);
    // Issue 35 point 7: whole quarter hours, so every kick-off keeps the minutes it really had.
    expect(Math.abs(minutes % 15)).toBe(0);
    const shifted = kickoffs.map((at) => at + minutes * MINUTE);
    const withinQuarter = (at: number) => minutePastHour(at) % 15;
    expect(shifted.map(withinQuarter)).toEqual(kickoffs.map(withinQuarter));
    const onQuarter = justKickedOff(kickoffs, minutes, now.getTime()).map((at) =>
      minutePastHour(at + minutes * MINUTE),
    );
    expect(onQuarter.every((minute) => minute % 15 === 0)).toBe(true);
    // Pure: the same inputs, the same calendar.
    expect(chooseShiftMinutes({ kickoffs, now: now.getTime(), current: null, liveWindowMs: LIVE_WINDOW_MS })).toBe(
      minutes,
    );
  });

  test('a restart while the matches are on keeps the calendar (the replay resumes); later a new one is chosen', async () => {
    const start = new Date('2026-11-26T07:15:00-03:00').getTime();
    const kickoffs = await anchors(new Date(start));
    const minutes = chooseShiftMinutes({ kickoffs, now: start, current: null, liveWindowMs: LIVE_WINDOW_MS });
    const restart = start + 40 * MINUTE;
    expect(chooseShiftMinutes({ kickoffs, now: restart, current: minutes, liveWindowMs: LIVE_WINDOW_MS })).toBe(
      minutes,
    );
    // Hours later, with nothing on under the old calendar, the next start moves it again.
    const later = start + 5 * 60 * MINUTE;
    const next = chooseShiftMinutes({ kickoffs, now: later, current: minutes, liveWindowMs: LIVE_WINDOW_MS });
    expect(somethingLive(kickoffs, next, later, LIVE_WINDOW_MS)).toBe(true);
  });

  test('a calendar stored in odd minutes by an older version is replaced by a quarter-hour one', async () => {
    const now = new Date('2026-11-26T07:15:00-03:00').getTime();
    const kickoffs = await anchors(new Date(now));
    const fresh = chooseShiftMinutes({ kickoffs, now, current: null, liveWindowMs: LIVE_WINDOW_MS });
    const odd = fresh + 7; // still leaves something live, but at 07:22-style kick-offs
    expect(somethingLive(kickoffs, odd, now, LIVE_WINDOW_MS)).toBe(true);
    expect(chooseShiftMinutes({ kickoffs, now, current: odd, liveWindowMs: LIVE_WINDOW_MS })).toBe(fresh);
  });

  test('the stored calendar is recognised from the kick-offs the database holds', () => {
    const planned = new Map([
      ['a', 1_000 * MINUTE],
      ['b', 2_000 * MINUTE],
      ['c', 3_000 * MINUTE],
    ]);
    const stored = new Map([
      ['a', 1_000 * MINUTE + 90 * MINUTE],
      ['b', 2_000 * MINUTE + 90 * MINUTE],
      ['c', 3_000 * MINUTE + 7 * MINUTE], // moved by hand: outvoted
    ]);
    expect(storedShiftMinutes(planned, stored)).toBe(90);
    expect(storedShiftMinutes(planned, new Map())).toBeNull();
  });

  test('DEMO_SHIFT_WEEKS pins the calendar; an external feed plays real time', () => {
    expect(demoCalendarOf({ DEMO_SHIFT_WEEKS: 52, LIVE_PROVIDER: 'replay', LIVE_SPEED: 1 })).toEqual({
      shiftWeeks: 52,
    });
    expect(demoCalendarOf({ DEMO_SHIFT_WEEKS: 0, LIVE_PROVIDER: 'replay', LIVE_SPEED: 1 })).toEqual({ shiftWeeks: 0 });
    expect(demoCalendarOf({ LIVE_PROVIDER: 'api-football', LIVE_SPEED: 1 })).toEqual({ shiftWeeks: 52 });
    expect(demoCalendarOf({ LIVE_PROVIDER: 'replay', LIVE_SPEED: 60 })).toEqual({
      shiftWeeks: 52,
      liveNow: { liveWindowMs: (100 / 60) * MINUTE },
    });
  });
});

describe('a finished tournament keeps its real dates (issue 31 point 7)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  test('only a season whose shifted span holds today is moved', () => {
    // 2025/26 on the 52-week calendar runs from August 2026 to May 2027: replayed.
    expect(replaysSeason({ first: '2025-08-15', last: '2026-05-24' }, 52, now)).toBe(true);
    // The 2022 World Cup would land in December 2023, the 2026 one in July 2027: both keep theirs.
    expect(replaysSeason({ first: '2022-11-20', last: '2022-12-18' }, 52, now)).toBe(false);
    expect(replaysSeason({ first: '2026-06-11', last: '2026-07-19' }, 52, now)).toBe(false);
    expect(replaysSeason({ first: '2025-08-15', last: '2026-05-24' }, 0, now)).toBe(false);
  });

  test('a season whose results stop mid-season is recognised (Série B 2025), a few missing results are not', () => {
    const season = (played: number, total: number) =>
      Array.from({ length: total }, (_, i) => ({
        date: `2025-05-${String((i % 28) + 1).padStart(2, '0')}`,
        played: i < played,
      }));
    expect(stopsMidSeason(season(57, 380), '2026-03-09')).toBe(true);
    expect(stopsMidSeason(season(370, 380), '2026-03-09')).toBe(false);
    // Not played yet because they are still to come: a current season.
    expect(stopsMidSeason(season(57, 380), '2025-05-01')).toBe(false);
  });

  test('the 2022 final is on 18/12/2022 in the planned calendar too: no anchor from a finished tournament', async () => {
    const planned = await plannedKickoffs(DATA_DIR, 52, now);
    expect([...planned.keys()].some((key) => key.startsWith('worldcup.json/2022'))).toBe(false);
    expect([...planned.keys()].some((key) => key.startsWith('football.json/2025-26/en.1'))).toBe(true);
  });
});

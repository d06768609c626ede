// DEMO_REPLAY_DAY (docs/decisions/0106): one real match day replayed from now on. Pure parts: which
// season moves (only the one holding the day, on the real files), the minutes that put the day's
// first match on the pitch at the current minute (kept while that day is still on), and the
// settings that refuse it outside the demo.
import { describe, expect, test } from 'vitest';
import { plannedKickoffs } from '@server/modules/football/importer';
import { demoCalendarOf, replayDayShiftMinutes } from '@server/modules/football/demo-calendar';
import { loadConfig } from '@server/config';

const DATA_DIR = 'data/openfootball';
const MINUTE = 60_000;

describe('the season a replayed day moves', () => {
  test('only the season holding the day: the 2022 World Cup for its final, every other keeps its dates', async () => {
    const now = new Date('2026-11-28T17:41:30Z');
    const planned = await plannedKickoffs(DATA_DIR, 0, now, '2022-12-18');
    const seasons = new Set([...planned.keys()].map((key) => key.split('|')[0]));
    expect([...seasons]).toHaveLength(1);
    expect([...seasons][0]).toMatch(/2022/);
    const day = [...planned.values()].filter((k) => k.date === '2022-12-18');
    // The final and nothing else that day; its real kick-off, 18:00 in Lusail (UTC+3).
    expect(day).toEqual([{ at: Date.parse('2022-12-18T15:00:00Z'), date: '2022-12-18', known: true, played: true }]);
    const minutes = replayDayShiftMinutes({
      dayKickoffs: day.map((k) => k.at),
      now: now.getTime(),
      current: null,
      liveWindowMs: 100 * MINUTE,
    });
    // Moved so the final kicks off at the current minute (whole minutes, not a quarter hour back).
    expect(day[0].at + minutes! * MINUTE).toBe(Date.parse('2026-11-28T17:41:00Z'));
  });

  test('a day without matches in the files replays nothing', async () => {
    const planned = await plannedKickoffs(DATA_DIR, 0, new Date('2026-11-28T12:00:00Z'), '2022-12-25');
    expect([...planned.values()].filter((k) => k.date === '2022-12-25')).toEqual([]);
    expect(replayDayShiftMinutes({ dayKickoffs: [], now: Date.now(), current: null, liveWindowMs: MINUTE })).toBeNull();
  });
});

describe('replayDayShiftMinutes', () => {
  const first = Date.parse('2022-11-21T13:00:00Z');
  const day = [first, first + 3 * 60 * MINUTE, first + 6 * 60 * MINUTE];
  const window = 100 * MINUTE;

  test('a restart while a match of that day is on keeps the stored shift (the replay resumes)', () => {
    const current = 1000;
    const now = first + current * MINUTE + 40 * MINUTE;
    expect(replayDayShiftMinutes({ dayKickoffs: day, now, current, liveWindowMs: window })).toBe(current);
  });

  test('a start once the day is over under the stored shift replays it again from its first match', () => {
    const current = 1000;
    const now = first + current * MINUTE + 9 * 60 * MINUTE;
    const minutes = replayDayShiftMinutes({ dayKickoffs: day, now, current, liveWindowMs: window })!;
    expect(first + minutes * MINUTE).toBeLessThanOrEqual(now);
    expect(first + minutes * MINUTE).toBeGreaterThan(now - MINUTE);
  });
});

describe('the setting', () => {
  test('demoCalendarOf: the replay day moves no whole weeks; its window follows LIVE_SPEED', () => {
    expect(demoCalendarOf({ DEMO_REPLAY_DAY: '2022-12-18', LIVE_PROVIDER: 'replay', LIVE_SPEED: 20 })).toEqual({
      shiftWeeks: 0,
      replayDay: { day: '2022-12-18', liveWindowMs: 5 * MINUTE },
    });
  });

  test('accepted in the demo; refused in production without DEMO_MODE=on, beside DEMO_SHIFT_WEEKS, with another feed, or not a date', () => {
    expect(loadConfig({ DEMO_REPLAY_DAY: '2022-12-18' }).DEMO_REPLAY_DAY).toBe('2022-12-18');
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://futdados.example.com',
      SMTP_URL: 'smtp://u:p@smtp.example.com:587',
      BILLING_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-do-webhook-123',
      SESSION_SECRET: 'x'.repeat(64),
    };
    expect(() => loadConfig({ ...production, DEMO_REPLAY_DAY: '2022-12-18' })).toThrow(
      /DEMO_REPLAY_DAY.*só vale na demonstração/,
    );
    expect(() => loadConfig({ DEMO_MODE: 'off', DEMO_REPLAY_DAY: '2022-12-18' })).toThrow(/só vale na demonstração/);
    expect(() => loadConfig({ DEMO_REPLAY_DAY: '2022-12-18', DEMO_SHIFT_WEEKS: '52' })).toThrow(
      /não combina com DEMO_SHIFT_WEEKS/,
    );
    expect(() =>
      loadConfig({ DEMO_REPLAY_DAY: '2022-12-18', LIVE_PROVIDER: 'api-football', API_FOOTBALL_KEY: 'k' }),
    ).toThrow(/LIVE_PROVIDER=replay/);
    expect(() => loadConfig({ DEMO_REPLAY_DAY: '18/12/2022' })).toThrow(/AAAA-MM-DD/);
    expect(() => loadConfig({ DEMO_REPLAY_DAY: '2022-02-30' })).toThrow(/não é uma data válida/);
  });
});

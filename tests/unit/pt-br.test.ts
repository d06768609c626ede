// pt-br.ts and the date labels built on it write what Intl writes for pt-BR, without Intl: every day
// of fifteen years, thousands of numbers, and São Paulo's offset over the span the server announces.
import { describe, expect, test } from 'vitest';
import { formatNumber, pluralCategory, type NumberDigits } from '@shared/pt-br';
import { plural } from '@shared/plural';
import {
  compactDayLabel,
  dayLabel,
  knowOffsetSpan,
  longDateLabel,
  offsetMinutes,
  offsetSpanAround,
  offsetSpanText,
  parseOffsetSpan,
  shortDateLabel,
  timeIn,
  ymdIn,
} from '@shared/datetime';
import { newsDate, newsDateTime } from '@app/features/news/format';
import { formatClock } from '@app/features/live/components/data-age';

const intlDate = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', ...options });

function* days(from: string, to: string) {
  for (
    let day = new Date(`${from}T12:00:00Z`);
    day <= new Date(`${to}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    yield { ymd: day.toISOString().slice(0, 10), date: new Date(day) };
  }
}

describe('date labels', () => {
  // Tens of thousands of comparisons: a loaded CI machine needs more than the default 5 s.
  test('every day from 2016 to 2030 reads as Intl pt-BR writes it', { timeout: 30_000 }, () => {
    // Each formatter made once: building one per day made this test take most of its time limit.
    const weekday = intlDate({ weekday: 'short', day: 'numeric', month: 'short' });
    const long = intlDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = intlDate({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const dayMonth = intlDate({ day: '2-digit', month: '2-digit' });
    const dayMonthYear = intlDate({ day: '2-digit', month: '2-digit', year: '2-digit' });
    for (const { ymd, date } of days('2016-01-01', '2030-12-31')) {
      expect(dayLabel(ymd, '1999-01-01')).toBe(weekday.format(date));
      expect(longDateLabel(ymd)).toBe(long.format(date));
      expect(shortDateLabel(ymd)).toBe(short.format(date));
      expect(compactDayLabel(ymd, `${ymd.slice(0, 4)}-01-01`).replace(/^(Hoje|Amanhã)$/, '')).toBe(
        ymd.slice(5) <= '01-02' ? '' : dayMonth.format(date),
      );
      expect(compactDayLabel(ymd, '1999-06-15')).toBe(dayMonthYear.format(date));
    }
  });

  test('Hoje, Amanhã and Ontem around the given day', () => {
    expect([
      dayLabel('2026-11-24', '2026-11-24'),
      dayLabel('2026-11-25', '2026-11-24'),
      dayLabel('2026-11-23', '2026-11-24'),
    ]).toEqual(['Hoje', 'Amanhã', 'Ontem']);
  });
});

describe('numbers and plurals', () => {
  const samples = [
    0, 1, 2, 5, 12, 999, 1000, 1234, 99_999, 1_000_000, 123_456_789, -1, -1234, 0.5, 1.005, 2.345, 57.25, 57.35, 0.05,
    0.004, 99.95, 1234.5678, -0.4, -2.5,
  ];
  for (let i = 0; i < 3000; i++)
    samples.push(Math.round(((i * 7919) % 100_003) * (i % 2 ? 1.37 : 0.013) * 1000) / 1000);
  const digitSets: NumberDigits[] = [
    {},
    { maximumFractionDigits: 1 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { maximumFractionDigits: 3 },
  ];

  test('formatNumber writes what toLocaleString("pt-BR") writes', () => {
    for (const digits of digitSets) {
      for (const value of samples)
        expect(formatNumber(value, digits), `${value} ${JSON.stringify(digits)}`).toBe(
          value.toLocaleString('pt-BR', digits),
        );
    }
  });

  test('the plural category is CLDR pt (one for a whole part of 0 or 1), and zero takes the plural word', () => {
    const rules = new Intl.PluralRules('pt-BR');
    for (const value of samples) {
      expect(pluralCategory(value) === 'one', String(value)).toBe(rules.select(value) === 'one');
    }
    expect([
      plural(0, 'gol', 'gols'),
      plural(1, 'gol', 'gols'),
      plural(2, 'gol', 'gols'),
      plural(1200, 'gol', 'gols'),
    ]).toEqual(['0 gols', '1 gol', '2 gols', '1.200 gols']);
  });
});

describe("São Paulo's offset from the server's span", () => {
  test('the span around now runs from the end of the last daylight saving (2019) and gives Intl’s times', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const span = offsetSpanAround(now, 'America/Sao_Paulo');
    expect(span).toEqual({ from: Date.parse('2019-02-17T02:00:00Z'), to: span.to, offset: -180 });
    expect(span.to).toBeGreaterThan(Date.parse('2028-11-01T00:00:00Z'));
    // A zone with daylight saving: the span stops at its changes.
    const london = offsetSpanAround(new Date('2026-06-01T00:00:00Z'), 'Europe/London');
    expect([new Date(london.from).toISOString(), new Date(london.to).toISOString(), london.offset]).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      60,
    ]);
    expect(parseOffsetSpan(offsetSpanText(span))).toEqual(span);
    for (const junk of [null, '', '__TIME_ZONE_SPAN__', '5,1,-180', '1,5,9999', '1,5', 'a,b,c'])
      expect(parseOffsetSpan(junk)).toBeNull();
  });

  // Tens of thousands of comparisons: a loaded CI machine needs more than the default 5 s.
  test(
    'with the span known, kick-off times and news dates match Intl inside it, and Intl still answers outside it',
    { timeout: 30_000 },
    () => {
      knowOffsetSpan('America/Sao_Paulo', offsetSpanAround(new Date('2026-11-24T12:00:00Z'), 'America/Sao_Paulo'));
      const inSaoPaulo = (locale: string, options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { timeZone: 'America/Sao_Paulo', ...options });
      const time = inSaoPaulo('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const day = inSaoPaulo('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
      const short = inSaoPaulo('pt-BR', { day: '2-digit', month: 'short', year: 'numeric' });
      const long = inSaoPaulo('pt-BR', {
        day: '2-digit',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
      // Every 97 minutes from 2016 (daylight saving then: outside the span) to 2028.
      for (let t = Date.parse('2016-01-01T00:00:00Z'); t < Date.parse('2028-06-01T00:00:00Z'); t += 97 * 60_000) {
        const date = new Date(t);
        expect(timeIn(date)).toBe(time.format(date));
        expect(ymdIn(date)).toBe(day.format(date));
      }
      for (let t = Date.parse('2017-01-01T00:00:00Z'); t < Date.parse('2028-06-01T00:00:00Z'); t += 1013 * 60_000) {
        const iso = new Date(t).toISOString();
        expect(newsDate(iso)).toBe(short.format(new Date(t)));
        expect(newsDateTime(iso)).toBe(long.format(new Date(t)));
        expect(formatClock(t)).toBe(time.format(t));
      }
      // Summer 2018 was daylight saving (UTC-2): outside the span, Intl says so.
      expect(offsetMinutes(new Date('2018-01-15T12:00:00Z'), 'America/Sao_Paulo')).toBe(-120);
    },
  );
});

// The live producer's texts and keys (pure): which events a change of a followed match makes, the
// score after each goal of a batch, minutes with stoppage time, and one key per event.
import { describe, expect, test } from 'vitest';
import { liveEvents } from '@server/modules/notifications/service';
import { pushPayloadOf } from '@server/modules/notifications/push';
import type { Match } from '@shared/football';

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), img: '' });
const match = {
  id: 7,
  status: 1,
  statusName: 'Primeiro tempo',
  minute: 1,
  matchDatetime: '2026-03-15T18:00:00Z',
  matchDate: '2026-03-15',
  matchTime: '15:00',
  homeScore: 0,
  awayScore: 0,
  homeTeam: team(1, 'Flamengo'),
  awayTeam: team(2, 'Palmeiras'),
} satisfies Match;
const goal = (seq: number, side: 'home' | 'away', minute: number, offset: number | null = null) => ({
  seq,
  side,
  minute,
  offset,
  player: null,
  goalId: null,
});

describe('liveEvents', () => {
  test('kick-off only when the status changes to the first half', () => {
    const change = { matchId: 7, status: 1 as const, minute: 1, homeScore: 0, awayScore: 0, newGoals: [] };
    expect(liveEvents(change, match, 0).map((event) => [event.kind, event.key, event.payload.title])).toEqual([
      ['kickoff', 'match:7:kickoff', 'Começou: Flamengo x Palmeiras'],
    ]);
    expect(liveEvents(change, match, 1)).toEqual([]);
  });

  test('goals of one batch carry the score after each of them, in order', () => {
    const change = {
      matchId: 7,
      status: 12 as const,
      minute: 92,
      homeScore: 2,
      awayScore: 1,
      newGoals: [goal(2, 'home', 90, 2), goal(1, 'away', 51)],
    };
    const events = liveEvents(change, match, 12);
    expect(events.map((event) => [event.key, event.payload.title, event.payload.message])).toEqual([
      ['match:7:goal:1', 'Gol do Palmeiras!', "Flamengo 1 - 1 Palmeiras (51')"],
      ['match:7:goal:2', 'Gol do Flamengo!', "Flamengo 2 - 1 Palmeiras (90+2')"],
    ]);
    expect(events[0].payload).toMatchObject({ type: 'match', actionUrl: '/match/7', tag: 'match-7', priority: 'high' });
  });

  test('a player sent off (red or second yellow) is a redCards alert named as the data names him; a yellow or a substitution is none', () => {
    const card = (
      seq: number,
      type: 'yellow' | 'second_yellow' | 'red' | 'substitution',
      playerName: string | null,
    ) => ({
      seq,
      type,
      side: 'away' as const,
      minute: 90,
      offset: 3,
      playerName,
      relatedName: null,
    });
    const change = {
      matchId: 7,
      status: 12 as const,
      minute: 93,
      homeScore: 1,
      awayScore: 0,
      newGoals: [],
      newEvents: [
        card(4, 'yellow', 'Zé Rafael'),
        card(5, 'red', 'Gustavo Gómez'),
        card(6, 'second_yellow', null),
        card(7, 'substitution', 'Rony'),
      ],
    };
    expect(
      liveEvents(change, match, 12).map((event) => [event.kind, event.key, event.payload.title, event.payload.message]),
    ).toEqual([
      [
        'redCards',
        'match:7:sent-off:5',
        'Expulsão do Palmeiras!',
        "Gustavo Gómez é expulso com cartão vermelho (90+3'). Flamengo 1 - 0 Palmeiras",
      ],
      [
        'redCards',
        'match:7:sent-off:6',
        'Expulsão do Palmeiras!',
        "Um jogador do Palmeiras recebe o segundo amarelo e é expulso (90+3'). Flamengo 1 - 0 Palmeiras",
      ],
    ]);
  });

  test('half-time and full-time (with the shoot-out) once per status change', () => {
    const half = { matchId: 7, status: 11 as const, minute: 45, homeScore: 1, awayScore: 0, newGoals: [] };
    expect(liveEvents(half, match, 1).map((event) => [event.kind, event.payload.message])).toEqual([
      ['halftime', 'Flamengo 1 - 0 Palmeiras'],
    ]);
    const end = { matchId: 7, status: 32 as const, minute: null, homeScore: 1, awayScore: 1, newGoals: [] };
    const decided = { ...match, penalties: { home: 4, away: 3 } };
    expect(
      liveEvents(end, decided, 14).map((event) => [event.key, event.payload.title, event.payload.message]),
    ).toEqual([['match:7:fulltime', 'Fim de jogo', 'Flamengo 1 - 1 Palmeiras (pênaltis: 4 - 3)']]);
    expect(liveEvents(end, decided, 32)).toEqual([]);
  });
});

test('the push payload: body from the message, url from actionUrl (else /)', () => {
  expect(pushPayloadOf({ id: 12, title: 'T', message: 'M', actionUrl: '/match/7', tag: 'match-7' })).toEqual({
    id: '12',
    title: 'T',
    body: 'M',
    url: '/match/7',
    tag: 'match-7',
  });
  expect(pushPayloadOf({ title: 'T', message: 'M' })).toEqual({ title: 'T', body: 'M', url: '/' });
});

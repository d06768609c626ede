// Goal alerts follow Portuguese grammar per team and country (issue 22 point 3): "Gol da Suíça!",
// "Gol do Flamengo!", "Gol dos Estados Unidos!", "Gol de Portugal!".
import { describe, expect, test } from 'vitest';
import { ofTeam, NATIONAL_TEAM_CONTRACTIONS } from '@shared/team-grammar';
import { COUNTRIES, NATIONAL_TEAMS } from '@server/modules/football/catalog';
import { liveEvents } from '@server/modules/notifications/service';
import type { Match } from '@shared/football';

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), img: '' });
const worldCupMatch = {
  id: 9,
  status: 1,
  statusName: 'Primeiro tempo',
  minute: 10,
  matchDatetime: '2026-06-15T18:00:00Z',
  matchDate: '2026-06-15',
  matchTime: '15:00',
  homeScore: 0,
  awayScore: 0,
  homeTeam: team(1, 'Suíça'),
  awayTeam: team(2, 'Estados Unidos'),
} satisfies Match;

describe('"de" with the team\'s article', () => {
  test('countries take their own article, or none', () => {
    expect(ofTeam('Suíça')).toBe('da Suíça');
    expect(ofTeam('Brasil')).toBe('do Brasil');
    expect(ofTeam('Estados Unidos')).toBe('dos Estados Unidos');
    expect(ofTeam('Portugal')).toBe('de Portugal');
    expect(ofTeam('Cabo Verde')).toBe('de Cabo Verde');
    expect(ofTeam('Argentina')).toBe('da Argentina');
    expect(ofTeam('Marrocos')).toBe('do Marrocos');
  });

  test('a club is "o" by default, "a" where fans say so', () => {
    expect(ofTeam('Flamengo')).toBe('do Flamengo');
    expect(ofTeam('Real Madrid')).toBe('do Real Madrid');
    expect(ofTeam('Um Clube Novo')).toBe('do Um Clube Novo');
    expect(ofTeam('Juventus')).toBe('da Juventus');
    expect(ofTeam('Ponte Preta')).toBe('da Ponte Preta');
  });

  test('every national team the data has is listed (a new one must say its article)', () => {
    const names = new Set([...Object.values(COUNTRIES), ...Object.values(NATIONAL_TEAMS)]);
    expect([...names].filter((name) => !(name in NATIONAL_TEAM_CONTRACTIONS))).toEqual([]);
  });

  test('the goal notification says "Gol da Suíça!" and "Gol dos Estados Unidos!"', () => {
    const change = {
      matchId: 9,
      status: 1 as const,
      minute: 30,
      homeScore: 1,
      awayScore: 1,
      newGoals: [
        { seq: 0, side: 'home' as const, minute: 12, offset: null, player: null, goalId: null },
        { seq: 1, side: 'away' as const, minute: 29, offset: null, player: null, goalId: null },
      ],
    };
    expect(liveEvents(change, worldCupMatch, 1).map((event) => event.payload.title)).toEqual([
      'Gol da Suíça!',
      'Gol dos Estados Unidos!',
    ]);
  });
});

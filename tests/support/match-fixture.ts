// A match as the API lists it (Flamengo x Palmeiras, first half), for tests of the client's lists.
import type { Match } from '@shared/football';

export function listedMatch(id: number, homeScore: number | null = 0, awayScore: number | null = 0, status = 1): Match {
  return {
    id,
    status,
    statusName: 'Primeiro tempo',
    minute: 10,
    matchDatetime: '2025-11-21T18:00:00.000Z',
    matchDate: '2025-11-21',
    matchTime: '15:00',
    homeScore,
    awayScore,
    homeTeam: { id: 1, name: 'Flamengo', slug: 'flamengo', img: '/c/1.svg' },
    awayTeam: { id: 2, name: 'Palmeiras', slug: 'palmeiras', img: '/c/2.svg' },
  };
}

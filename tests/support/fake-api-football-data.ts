// The data-sync endpoints of the local API-Football fake (issue 32), answering as v3 documents:
// /leagues (league, country, seasons[] with current and coverage), /teams?league=&season= (team,
// venue), /fixtures?league=&season= and ?date= (the fixtures shape of fake-api-football.ts with the
// league's id, season and round, and the score block), /standings (league.standings: groups of rows)
// and /players/topscorers (player, statistics[]). Tests change `season` and the next pass sees it.
import { apiFixture, type FakeApiFootball, type FakeFixture } from './fake-api-football';

export interface FakeSeason {
  leagueId: number;
  name: string;
  country: string;
  year: number;
  start: string;
  end: string;
  coverage?: { standings: boolean; top_scorers: boolean };
  teams: Array<{ id: number; name: string }>;
  fixtures: Array<FakeFixture & { round: string; halftime?: [number, number] }>;
  standings: Array<{
    rank: number;
    teamId: number;
    points: number;
    played: number;
    win: number;
    draw: number;
    lose: number;
    for: number;
    against: number;
  }>;
  scorers: Array<{ id: number; name: string; teamId: number; goals: number }>;
}

const FINISHED = new Set(['FT', 'AET', 'PEN']);

function seasonFixture(season: FakeSeason, fixture: FakeSeason['fixtures'][number]) {
  const base = apiFixture(fixture);
  const ft = FINISHED.has(fixture.status) && fixture.goals ? fixture.goals : null;
  return {
    ...base,
    league: {
      ...base.league,
      id: season.leagueId,
      name: season.name,
      country: season.country,
      season: season.year,
      round: fixture.round,
    },
    score: {
      halftime: { home: fixture.halftime?.[0] ?? null, away: fixture.halftime?.[1] ?? null },
      fulltime: { home: ft?.[0] ?? null, away: ft?.[1] ?? null },
      extratime: { home: null, away: null },
      penalty: { home: null, away: null },
    },
  };
}

export function serveSeasons(fake: FakeApiFootball, seasons: FakeSeason[]): void {
  const find = (parameters: Record<string, string>) =>
    seasons.find((s) => String(s.leagueId) === parameters.league && String(s.year) === parameters.season);
  const teamOf = (season: FakeSeason, id: number) => {
    const team = season.teams.find((t) => t.id === id)!;
    return { id, name: team.name, logo: `https://media.api-sports.io/football/teams/${id}.png` };
  };
  fake.on('/leagues', (parameters) =>
    seasons
      .filter((s) => String(s.leagueId) === parameters.id)
      .map((s) => ({
        league: {
          id: s.leagueId,
          name: s.name,
          type: 'League',
          logo: `https://media.api-sports.io/football/leagues/${s.leagueId}.png`,
        },
        country: { name: s.country, code: 'BR', flag: 'https://media.api-sports.io/flags/br.svg' },
        seasons: [
          {
            year: s.year,
            start: s.start,
            end: s.end,
            current: true,
            coverage: {
              fixtures: { events: true, lineups: true, statistics_fixtures: true, statistics_players: true },
              standings: s.coverage?.standings ?? true,
              players: true,
              top_scorers: s.coverage?.top_scorers ?? true,
              top_assists: true,
              top_cards: true,
              injuries: true,
              predictions: true,
              odds: false,
            },
          },
        ],
      })),
  );
  fake.on('/teams', (parameters) => {
    const season = find(parameters);
    return season
      ? season.teams.map((t) => ({
          team: { ...teamOf(season, t.id), code: null, country: season.country, founded: null, national: false },
          venue: { id: null, name: null, address: null, city: null, capacity: null, surface: null, image: null },
        }))
      : [];
  });
  fake.on('/fixtures', (parameters) => {
    if (parameters.league) {
      const season = find(parameters);
      return season ? season.fixtures.map((f) => seasonFixture(season, f)) : [];
    }
    if (parameters.date)
      return seasons.flatMap((s) =>
        s.fixtures.filter((f) => f.date.slice(0, 10) === parameters.date).map((f) => seasonFixture(s, f)),
      );
    return null;
  });
  fake.on('/standings', (parameters) => {
    const season = find(parameters);
    if (!season) return [];
    return [
      {
        league: {
          id: season.leagueId,
          name: season.name,
          country: season.country,
          season: season.year,
          standings: [
            season.standings.map((row) => ({
              rank: row.rank,
              team: teamOf(season, row.teamId),
              points: row.points,
              goalsDiff: row.for - row.against,
              group: season.name,
              form: null,
              status: 'same',
              description: null,
              all: {
                played: row.played,
                win: row.win,
                draw: row.draw,
                lose: row.lose,
                goals: { for: row.for, against: row.against },
              },
              home: { played: 0, win: 0, draw: 0, lose: 0, goals: { for: 0, against: 0 } },
              away: { played: 0, win: 0, draw: 0, lose: 0, goals: { for: 0, against: 0 } },
              update: '2026-11-28T00:00:00+00:00',
            })),
          ],
        },
      },
    ];
  });
  fake.on('/players/topscorers', (parameters) => {
    const season = find(parameters);
    if (!season) return [];
    return season.scorers.map((s) => ({
      player: { id: s.id, name: s.name, firstname: null, lastname: null, age: null, nationality: null, photo: null },
      statistics: [
        {
          team: teamOf(season, s.teamId),
          league: { id: season.leagueId, season: season.year },
          games: { appearences: null },
          goals: { total: s.goals, conceded: null, assists: null, saves: null },
          penalty: { won: null, commited: null, scored: null, missed: null, saved: null },
        },
      ],
    }));
  });
}

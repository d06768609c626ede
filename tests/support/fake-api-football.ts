// A local stand-in for API-Football v3 (no network): GET /fixtures with `live=all` or `ids=a-b`,
// answering with the documented response shape (get, parameters, errors, results, paging,
// response[] of fixture, league, teams, goals, score, events; answers by id add lineups,
// statistics and players, empty arrays where coverage lacks them) and the budget headers. Tests set
// the fixtures' state, force the next answers (429, 5xx, the quota message) and count requests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiEvent, ApiFixture } from '@server/modules/live/api-football-map';

const LIVE = new Set(['1H', 'HT', '2H', 'ET', 'BT', 'P', 'SUSP', 'INT', 'LIVE']);

export interface FakeFixture {
  id: number;
  date: string;
  status: string;
  elapsed: number | null;
  home: { id: number; name: string };
  away: { id: number; name: string };
  goals?: [number, number];
  events?: Array<{
    minute: number;
    extra?: number;
    side: 'home' | 'away';
    player: string | null;
    detail?:
      | 'Normal Goal'
      | 'Own Goal'
      | 'Penalty'
      | 'Missed Penalty'
      | 'Yellow Card'
      | 'Red Card'
      | 'Second Yellow card'
      | 'Substitution 1';
    type?: 'Goal' | 'Card' | 'subst';
    /** subst: the other player of the substitution. */
    assist?: string;
    comments?: string | null;
  }>;
  /** Lineups as answers by id carry them; absent: the league's coverage has none (an empty array). */
  lineups?: Record<
    'home' | 'away',
    {
      formation: string;
      coach?: string;
      startXI: Array<{ id: number | null; name: string; number: number; pos: 'G' | 'D' | 'M' | 'F'; grid: string }>;
      substitutes: Array<{ id: number | null; name: string; number: number; pos: 'G' | 'D' | 'M' | 'F' }>;
    }
  >;
  /**
   * Team statistics as answers by id carry them, per side in the documented form: `{ type, value }`
   * with counts as numbers, "Ball Possession"/"Passes %" as "55%", "expected_goals" as "1.34", null
   * where the provider has no value. Absent: the league's coverage has none (an empty array).
   */
  statistics?: Record<'home' | 'away', Array<{ type: string; value: number | string | null }>>;
}

const LONG: Record<string, string> = {
  NS: 'Not Started',
  '1H': 'First Half',
  HT: 'Halftime',
  '2H': 'Second Half',
  ET: 'Extra Time',
  P: 'Penalty In Progress',
  FT: 'Match Finished',
  AET: 'Match Finished',
  PEN: 'Match Finished',
  PST: 'Match Postponed',
};

/** The documented shape of one `response[]` item (v3 fixtures); `byId` adds what answers by id carry. */
export function apiFixture(fixture: FakeFixture, byId = false) {
  const team = (side: 'home' | 'away') => ({
    ...fixture[side],
    logo: `https://media.api-sports.io/football/teams/${fixture[side].id}.png`,
  });
  const timestamp = Math.floor(new Date(fixture.date).getTime() / 1000);
  const goals = fixture.status === 'NS' ? null : (fixture.goals ?? [0, 0]);
  // A player of the fixture's lineups carries his lineup id in its events too, as the provider's ids do.
  const idOf = (side: 'home' | 'away', name: string | null | undefined, fallback: number) => {
    if (!name) return null;
    const lineup = fixture.lineups?.[side];
    return [...(lineup?.startXI ?? []), ...(lineup?.substitutes ?? [])].find((p) => p.name === name)?.id ?? fallback;
  };
  const events: ApiEvent[] = (fixture.events ?? []).map((event) => ({
    time: { elapsed: event.minute, extra: event.extra ?? null },
    team: team(event.side),
    player: { id: idOf(event.side, event.player, 1000 + event.minute), name: event.player },
    assist: { id: idOf(event.side, event.assist, 2000 + event.minute), name: event.assist ?? null },
    type: event.type ?? 'Goal',
    detail: event.detail ?? 'Normal Goal',
    comments: event.comments ?? null,
  }));
  return {
    fixture: {
      id: fixture.id,
      referee: 'Raphael Claus, Brazil',
      timezone: 'UTC',
      date: fixture.date.replace('.000Z', '+00:00'),
      timestamp,
      periods: { first: fixture.status === 'NS' ? null : timestamp, second: null },
      venue: { id: 204, name: 'Estádio do Maracanã', city: 'Rio de Janeiro' },
      status: {
        long: LONG[fixture.status] ?? fixture.status,
        short: fixture.status,
        elapsed: fixture.elapsed,
        extra: null,
      },
    },
    league: {
      id: 71,
      name: 'Serie A',
      country: 'Brazil',
      logo: 'https://media.api-sports.io/football/leagues/71.png',
      flag: 'https://media.api-sports.io/flags/br.svg',
      season: 2026,
      round: 'Regular Season - 1',
    },
    teams: { home: { ...team('home'), winner: null }, away: { ...team('away'), winner: null } },
    goals: { home: goals?.[0] ?? null, away: goals?.[1] ?? null },
    score: {
      halftime: { home: null, away: null },
      fulltime: { home: null, away: null },
      extratime: { home: null, away: null },
      penalty: { home: null, away: null },
    },
    events,
    // Answers by id also carry lineups, statistics and players: empty arrays where coverage lacks them.
    ...(byId
      ? {
          lineups: fixture.lineups
            ? (['home', 'away'] as const).map((side) => {
                const lineup = fixture.lineups![side];
                const player = (
                  p: { id: number | null; name: string; number: number; pos: string },
                  grid: string | null,
                ) => ({
                  player: { id: p.id, name: p.name, number: p.number, pos: p.pos, grid },
                });
                return {
                  team: team(side),
                  coach: lineup.coach
                    ? { id: 9000, name: lineup.coach, photo: 'https://media.api-sports.io/football/coachs/9000.png' }
                    : { id: null, name: null, photo: null },
                  formation: lineup.formation,
                  startXI: lineup.startXI.map((p) => player(p, p.grid)),
                  substitutes: lineup.substitutes.map((p) => player(p, null)),
                };
              })
            : [],
          statistics: fixture.statistics
            ? (['home', 'away'] as const).map((side) => ({
                team: team(side),
                statistics: fixture.statistics![side].map(({ type, value }) => ({ type, value })),
              }))
            : [],
          players: [],
        }
      : {}),
  };
}

export interface FakeApiFootball {
  url: string;
  /** Query strings of every request, in order. */
  requests: string[];
  fixtures: Map<number, FakeFixture>;
  set(fixture: FakeFixture): void;
  /** The next answers: an HTTP status (429, 503) or the day's quota message (a 200 with errors.requests). */
  failNext(...answers: Array<number | 'quota'>): void;
  /** What the daily header reports as left (decremented per request). */
  dailyRemaining: number;
  /**
   * Answers another endpoint (or /fixtures by league or date: the data sync, issue 32): the
   * `response[]` for the query, or null to fall through to the live answers above.
   */
  on(path: string, answer: (parameters: Record<string, string>) => unknown[] | null): void;
  close(): Promise<void>;
}

export async function startFakeApiFootball(options: {
  key: string;
  dailyRemaining?: number;
}): Promise<FakeApiFootball> {
  const fixtures = new Map<number, FakeFixture>();
  const requests: string[] = [];
  const failures: Array<number | 'quota'> = [];
  const handlers = new Map<string, (parameters: Record<string, string>) => unknown[] | null>();
  const fake = {} as FakeApiFootball;
  fake.dailyRemaining = options.dailyRemaining ?? 100;

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url.search.slice(1));
    fake.dailyRemaining = Math.max(0, fake.dailyRemaining - 1);
    const headers = {
      'content-type': 'application/json',
      'x-ratelimit-requests-limit': '100',
      'x-ratelimit-requests-remaining': String(fake.dailyRemaining),
      'x-ratelimit-limit': '10',
      'x-ratelimit-remaining': '9',
    };
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      response.writeHead(status, { ...headers, ...extra });
      response.end(JSON.stringify(body));
    };
    const parameters = Object.fromEntries(url.searchParams);
    const envelope = (errors: unknown, list: ApiFixture[]) => ({
      get: 'fixtures',
      parameters,
      errors,
      results: list.length,
      paging: { current: 1, total: 1 },
      response: list,
    });
    if (request.headers['x-apisports-key'] !== options.key)
      return send(
        200,
        envelope(
          {
            token:
              'Error/Missing application key. Go to https://www.api-football.com/documentation-v3 to learn how to get your API application key.',
          },
          [],
        ),
      );
    const failure = failures.shift();
    if (failure === 'quota')
      return send(
        200,
        envelope(
          {
            requests:
              'You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan.',
          },
          [],
        ),
      );
    if (failure === 429) return send(429, { message: 'Too many requests' }, { 'retry-after': '1' });
    if (failure) return send(failure, { message: 'Service Unavailable' });
    const answered = handlers.get(url.pathname)?.(parameters);
    if (answered)
      return send(200, {
        get: url.pathname.slice(1),
        parameters,
        errors: [],
        results: answered.length,
        paging: { current: 1, total: 1 },
        response: answered,
      });
    if (url.pathname !== '/fixtures') return send(404, { message: 'Endpoint not found' });
    let list: FakeFixture[] = [];
    if (parameters.live === 'all') list = [...fixtures.values()].filter((fixture) => LIVE.has(fixture.status));
    else if (parameters.ids) {
      const ids = parameters.ids.split('-').map(Number);
      list = [...fixtures.values()].filter((fixture) => ids.includes(fixture.id));
    }
    send(
      200,
      envelope(
        [],
        list.map((fixture) => apiFixture(fixture, Boolean(parameters.ids))),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    fixtures,
    set: (fixture: FakeFixture) => void fixtures.set(fixture.id, fixture),
    failNext: (...answers: Array<number | 'quota'>) => void failures.push(...answers),
    on: (path: string, answer: (parameters: Record<string, string>) => unknown[] | null) =>
      void handlers.set(path, answer),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

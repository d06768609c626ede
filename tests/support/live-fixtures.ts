// Test-only fixtures for the live feed: a competition, a season, teams, matches and goals written
// straight into a database (the openfootball importer is not needed to test the live engine).
import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { competitions, goals, matches, seasons, teams } from '@server/db/schema';
import { slugify } from '@shared/slug';

export interface FixtureMatch {
  home: string;
  away: string;
  kickoffAt: Date;
  ht?: [number, number];
  ft?: [number, number];
  et?: [number, number];
  pen?: [number, number];
  goals?: Array<{ side: 'home' | 'away'; player: string; minute: number; offset?: number }>;
  /** What the importer left in the row (defaults to scheduled, no score). */
  status?: number;
  homeScore?: number | null;
  awayScore?: number | null;
}

/** Inserts one competition/season and the given matches; returns the match ids in order. */
export async function insertLiveFixtures(
  db: Db,
  list: FixtureMatch[],
  competition: { name: string; country: string; priority: number } = {
    name: 'Brasileirão Série A',
    country: 'Brasil',
    priority: 1,
  },
): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const [competitionRow] = await db
    .insert(competitions)
    .values({ code: `test.${tag}`, slug: slugify(competition.name), ...competition })
    .returning();
  const [season] = await db
    .insert(seasons)
    .values({ competitionId: competitionRow.id, name: '2025', sourceKey: `test/${tag}`, checksum: tag })
    .returning();
  const teamIds = new Map<string, number>();
  const teamId = async (name: string) => {
    const known = teamIds.get(name);
    if (known) return known;
    const [row] = await db
      .insert(teams)
      .values({
        key: `${name.toLowerCase()} ${tag}`,
        name,
        officialName: name,
        shortName: name.slice(0, 3).toUpperCase(),
        slug: slugify(name),
        country: 'Brasil',
        colorPrimary: '#22c55e',
        colorSecondary: '#0b0f14',
      })
      .returning();
    teamIds.set(name, row.id);
    return row.id;
  };
  const ids: number[] = [];
  for (const [index, fixture] of list.entries()) {
    const [row] = await db
      .insert(matches)
      .values({
        seasonId: season.id,
        sourceKey: `test/${tag}/${index}`,
        round: 'Rodada 1',
        homeTeamId: await teamId(fixture.home),
        awayTeamId: await teamId(fixture.away),
        kickoffAt: fixture.kickoffAt,
        status: fixture.status ?? 0,
        homeScore: fixture.homeScore ?? null,
        awayScore: fixture.awayScore ?? null,
        htHome: fixture.ht?.[0] ?? null,
        htAway: fixture.ht?.[1] ?? null,
        ftHome: fixture.ft?.[0] ?? null,
        ftAway: fixture.ft?.[1] ?? null,
        etHome: fixture.et?.[0] ?? null,
        etAway: fixture.et?.[1] ?? null,
        penHome: fixture.pen?.[0] ?? null,
        penAway: fixture.pen?.[1] ?? null,
      })
      .returning();
    if (fixture.goals?.length) {
      await db.insert(goals).values(
        fixture.goals.map((goal) => ({
          matchId: row.id,
          side: goal.side,
          player: goal.player,
          minute: goal.minute,
          offset: goal.offset ?? null,
        })),
      );
    }
    ids.push(row.id);
  }
  return ids;
}

/** A clock the test moves by hand; `date` is what the app takes as its `now`. */
export function manualClock(start: number) {
  let now = start;
  return {
    now: () => now,
    date: () => new Date(now),
    set: (at: number) => {
      now = at;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

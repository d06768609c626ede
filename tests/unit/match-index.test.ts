// The embedded database's matches in memory (match-index.ts): the search order of repo.ts searchSql,
// the day window, and the writes it is told about, read again by id and never reloaded whole.
import { describe, expect, test } from 'vitest';
import { createMatchIndex, type MatchIndexSource } from '@server/modules/football/match-index';
import type { ListedMatch } from '@server/modules/football/repo';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-15T12:00:00Z');
const at = (hours: number) => new Date(NOW + hours * HOUR);

function row(id: number, home: number, away: number, kickoff: Date, status = 0, seasonId = 1): ListedMatch {
  return {
    id,
    seasonId,
    round: null,
    homeTeamId: home,
    awayTeamId: away,
    kickoffAt: kickoff,
    kickoffKnown: true,
    venue: null,
    status,
    minute: null,
    homeScore: null,
    awayScore: null,
    penHome: null,
    penAway: null,
    updatedAt: new Date(NOW),
    feedStatus: null,
  };
}

/** A table the index reads from, counting what it is asked. */
function table(rows: ListedMatch[]) {
  const current = new Map(rows.map((r) => [r.id, r]));
  const calls = { all: 0, byIds: [] as number[][] };
  let failNext = false;
  const source: MatchIndexSource = {
    allMatches: async () => {
      calls.all++;
      return [...current.values()];
    },
    matchesByIds: async (ids) => {
      calls.byIds.push(ids);
      if (failNext) {
        failNext = false;
        throw new Error('banco indisponível');
      }
      return ids.flatMap((id) => current.get(id) ?? []);
    },
  };
  return {
    source,
    calls,
    set: (r: ListedMatch) => current.set(r.id, r),
    remove: (id: number) => current.delete(id),
    failNextRead: () => (failNext = true),
  };
}

const order = { upcomingFrom: at(-3), seasonOrder: [2, 1], limit: 10 };
const ids = (rows: ListedMatch[]) => rows.map((r) => r.id);

describe('match index', () => {
  test('search order: live, upcoming soonest first, then the latest; season order, then id, break ties', async () => {
    const { source } = table([
      row(1, 10, 20, at(-48), 3),
      row(2, 10, 20, at(24)),
      row(3, 10, 30, at(-1), 1), // live
      row(4, 30, 10, at(2)),
      row(5, 10, 40, at(24), 0, 2), // same kick-off as 2, earlier season in the audience order
      row(6, 10, 20, at(-2)), // scheduled, kicked off 2 h ago: still "upcoming" (live window)
      row(7, 10, 20, at(-5)), // scheduled 5 h ago and never played: with the past
      row(8, 50, 60, at(1)), // another team
      row(9, 10, 20, at(-48), 3, 2),
    ]);
    const index = createMatchIndex(source);
    expect(ids(await index.search([10], null, order))).toEqual([3, 6, 4, 5, 2, 7, 9, 1]);
    expect(ids(await index.search([10], null, { ...order, limit: 3 }))).toEqual([3, 6, 4]);
    // Meetings, either side at home.
    expect(ids(await index.search([30], [10], order))).toEqual([3, 4]);
    expect(ids(await index.search([10, 30], [20], order))).toEqual([6, 2, 7, 9, 1]);
    expect(await index.search([], null, order)).toEqual([]);
    expect(await index.search([10], [], order)).toEqual([]);
  });

  test('the bounded walk gives what sorting every match would, with ties, meetings and every limit', async () => {
    // A seeded mix: 8 teams, kick-offs on a coarse grid (many ties), every kind of status, 3 seasons.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const statuses = [0, 0, 0, 1, 3, 3, 4, 11, 31, 32];
    const rows = Array.from({ length: 400 }, (_, i) => {
      const home = 1 + random(8);
      const away = 1 + ((home + random(7)) % 8);
      return row(i + 1, home, away, at((random(40) - 20) * 6), statuses[random(statuses.length)], 1 + random(3));
    });
    const live = new Set([1, 11, 12, 13, 14]);
    /** repo.ts searchSql, stated plainly: every match of the teams, sorted whole. */
    const sortedWhole = (teams: number[], opponents: number[] | null, limit: number) => {
      const upcoming = (r: ListedMatch) => r.status === 0 && r.kickoffAt >= order.upcomingFrom;
      const bucket = (r: ListedMatch) => (live.has(r.status) ? 0 : upcoming(r) ? 1 : 2);
      const rank = (r: ListedMatch) => order.seasonOrder.indexOf(r.seasonId) + 1 || Infinity;
      const has = (list: number[], team: number) => list.includes(team);
      return rows
        .filter((r) =>
          opponents
            ? (has(teams, r.homeTeamId) && has(opponents, r.awayTeamId)) ||
              (has(opponents, r.homeTeamId) && has(teams, r.awayTeamId))
            : has(teams, r.homeTeamId) || has(teams, r.awayTeamId),
        )
        .sort(
          (a, b) =>
            bucket(a) - bucket(b) ||
            (upcoming(a) && upcoming(b) ? +a.kickoffAt - +b.kickoffAt : 0) ||
            +b.kickoffAt - +a.kickoffAt ||
            rank(a) - rank(b) ||
            a.id - b.id,
        )
        .slice(0, limit)
        .map((r) => r.id);
    };
    const index = createMatchIndex(table(rows).source);
    for (const limit of [1, 3, 10, 50])
      for (const [teams, opponents] of [
        [[1], null],
        [[2, 5], null],
        [[3], [4]],
        [
          [6, 7],
          [1, 8],
        ],
      ] as Array<[number[], number[] | null]>)
        expect(
          ids(await index.search(teams, opponents, { ...order, limit })),
          `${teams} x ${opponents} limit ${limit}`,
        ).toEqual(sortedWhole(teams, opponents, limit));
  });

  test('the day window is [start, end) in kick-off order', async () => {
    const { source } = table([row(1, 1, 2, at(5)), row(2, 3, 4, at(0)), row(3, 5, 6, at(10)), row(4, 7, 8, at(0))]);
    const index = createMatchIndex(source);
    expect(ids(await index.between(at(0), at(10)))).toEqual([2, 4, 1]);
    expect(ids(await index.between(at(11), at(12)))).toEqual([]);
  });

  test('a write told by id is read again by id: changed, moved, new and deleted matches', async () => {
    const data = table([row(1, 10, 20, at(24)), row(2, 10, 30, at(48)), row(3, 40, 50, at(1))]);
    const index = createMatchIndex(data.source);
    expect(ids(await index.search([10], null, order))).toEqual([1, 2]);

    data.set({ ...row(1, 10, 20, at(-1), 1), minute: 12, homeScore: 1, awayScore: 0 }); // kicked off, a goal
    data.set(row(2, 10, 30, at(72))); // postponed a day
    data.set(row(4, 30, 10, at(30))); // a new match
    data.remove(3);
    // Not told yet: the copy still has the old rows.
    expect(ids(await index.between(at(0), at(2)))).toEqual([3]);
    index.invalidate([1, 2, 4, 3]);

    const found = await index.search([10], null, order);
    expect(ids(found)).toEqual([1, 4, 2]);
    expect(found[0]).toMatchObject({ status: 1, minute: 12, homeScore: 1 });
    expect(ids(await index.between(at(-2), at(100)))).toEqual([1, 4, 2]);
    expect(ids(await index.search([40], null, order))).toEqual([]);
    expect(data.calls.all).toBe(1);
    expect(data.calls.byIds).toEqual([[1, 2, 4, 3]]);
  });

  test('a write told while the copy loads is applied after the load', async () => {
    const data = table([row(1, 10, 20, at(24))]);
    const index = createMatchIndex(data.source);
    const first = index.search([10], null, order);
    data.set(row(1, 10, 20, at(-1), 1));
    index.invalidate([1]);
    expect((await first)[0].status).toBe(1);
  });

  test('invalidate() without ids (an import) reloads everything; a failed re-read is tried again', async () => {
    const data = table([row(1, 10, 20, at(24))]);
    const index = createMatchIndex(data.source);
    await index.search([10], null, order);
    data.set(row(2, 10, 30, at(30)));
    index.invalidate();
    expect(ids(await index.search([10], null, order))).toEqual([1, 2]);
    expect(data.calls.all).toBe(2);

    data.set(row(2, 10, 30, at(-1), 1));
    index.invalidate([2]);
    data.failNextRead();
    await expect(index.search([10], null, order)).rejects.toThrow('banco indisponível');
    expect((await index.search([10], null, order))[0]).toMatchObject({ id: 2, status: 1 });
  });
});

// The embedded database's matches in memory, for search and the day list: on PGlite every writer
// says what it wrote (`invalidate`), so the copy is exact (docs/decisions/0007-in-memory-match-index.md).
// PostgreSQL does not use it: other processes write there, and its indexed queries are fast (repo.ts).
import { LIVE_STATUSES, MatchStatus } from '@shared/match-status';
import type { ListedMatch } from './repo';

export interface MatchIndexSource {
  /** Every match, listed columns. */
  allMatches(): Promise<ListedMatch[]>;
  /** These matches (the ones that still exist), listed columns. */
  matchesByIds(ids: number[]): Promise<ListedMatch[]>;
}

export interface SearchOrder {
  /** Kick-offs from here on (the live window included) count as upcoming. */
  upcomingFrom: Date;
  /** Season ids in the audience order (ties at the same kick-off). */
  seasonOrder: number[];
  limit: number;
}

const LIVE = new Set<number>(LIVE_STATUSES);
const kickoff = (row: ListedMatch) => row.kickoffAt.getTime();
/** Kick-off order, then id: the order of `byKickoff`. */
const byKickoffThenId = (a: ListedMatch, b: ListedMatch) => kickoff(a) - kickoff(b) || a.id - b.id;

/** Index of the first row of `rows` (in kick-off order) not before `row`. */
function lowerBound(rows: ListedMatch[], isBefore: (row: ListedMatch) => boolean): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(rows[middle])) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where a match sorts in a search: live, upcoming (soonest first), then the rest (latest first). */
const Bucket = { Live: 0, Upcoming: 1, Rest: 2 } as const;

/** Inserts `row` into `rows` (kick-off order) at its place. */
function insertSorted(rows: ListedMatch[], row: ListedMatch) {
  rows.splice(
    lowerBound(rows, (other) => byKickoffThenId(other, row) < 0),
    0,
    row,
  );
}

/** Removes `row` (present) from `rows` (kick-off order). */
function removeSorted(rows: ListedMatch[], row: ListedMatch) {
  const at = lowerBound(rows, (other) => byKickoffThenId(other, row) < 0);
  if (rows[at] === row) rows.splice(at, 1);
}

class Snapshot {
  private readonly byId = new Map<number, ListedMatch>();
  /** Each team's matches in kick-off order. */
  private readonly byTeam = new Map<number, ListedMatch[]>();
  /** Every match in kick-off order. */
  private readonly byKickoff: ListedMatch[];
  private readonly live = new Set<ListedMatch>();

  constructor(rows: ListedMatch[]) {
    this.byKickoff = [...rows].sort(byKickoffThenId);
    for (const row of this.byKickoff) {
      this.byId.set(row.id, row);
      if (LIVE.has(row.status)) this.live.add(row);
      for (const team of [row.homeTeamId, row.awayTeamId]) {
        const list = this.byTeam.get(team);
        if (list) list.push(row);
        else this.byTeam.set(team, [row]);
      }
    }
  }

  /** Replaces these ids by the rows read again (an id without a row was deleted). */
  apply(ids: number[], rows: ListedMatch[]) {
    for (const id of ids) {
      const old = this.byId.get(id);
      if (!old) continue;
      this.byId.delete(id);
      this.live.delete(old);
      removeSorted(this.byKickoff, old);
      for (const team of [old.homeTeamId, old.awayTeamId]) removeSorted(this.byTeam.get(team) ?? [], old);
    }
    for (const row of rows) {
      this.byId.set(row.id, row);
      if (LIVE.has(row.status)) this.live.add(row);
      insertSorted(this.byKickoff, row);
      for (const team of [row.homeTeamId, row.awayTeamId]) {
        const list = this.byTeam.get(team);
        if (list) insertSorted(list, row);
        else this.byTeam.set(team, [row]);
      }
    }
  }

  /** Matches that kick off in [start, end), in kick-off order. */
  between(start: Date, end: Date): ListedMatch[] {
    const from = lowerBound(this.byKickoff, (row) => kickoff(row) < start.getTime());
    const to = lowerBound(this.byKickoff, (row) => kickoff(row) < end.getTime());
    return this.byKickoff.slice(from, to);
  }

  /**
   * The matches of `teams` (against `opponents` when given, either side at home) in search order:
   * live, then upcoming soonest first, then the latest; the audience order of seasons, then id, break
   * ties. The same order as repo.ts searchSql, which PostgreSQL runs. Each team's list is read from
   * "now" forwards and from its end backwards only until it has given `limit` matches of a bucket.
   */
  search(teams: number[], opponents: number[] | null, order: SearchOrder): ListedMatch[] {
    const side = new Set(teams);
    const other = opponents && new Set(opponents);
    const wanted = (row: ListedMatch) =>
      !other ||
      (side.has(row.homeTeamId) && other.has(row.awayTeamId)) ||
      (other.has(row.homeTeamId) && side.has(row.awayTeamId));
    const upcomingFrom = order.upcomingFrom.getTime();
    const bucketOf = (row: ListedMatch) =>
      LIVE.has(row.status)
        ? Bucket.Live
        : row.status === MatchStatus.Scheduled && kickoff(row) >= upcomingFrom
          ? Bucket.Upcoming
          : Bucket.Rest;
    const chosen = new Map<ListedMatch, number>();
    for (const row of this.live)
      if ((side.has(row.homeTeamId) || side.has(row.awayTeamId)) && wanted(row)) chosen.set(row, Bucket.Live);
    /** Takes `limit` matches of `bucket` from `rows` walked by `step`, and any tied with the last at kick-off. */
    const take = (rows: ListedMatch[], from: number, step: 1 | -1, bucket: number) => {
      let taken = 0;
      let last = Number.NaN;
      for (let i = from; i >= 0 && i < rows.length; i += step) {
        const row = rows[i];
        if (taken >= order.limit && kickoff(row) !== last) break;
        if (bucketOf(row) !== bucket || !wanted(row)) continue;
        chosen.set(row, bucket);
        taken++;
        last = kickoff(row);
      }
    };
    for (const team of teams) {
      const rows = this.byTeam.get(team);
      if (!rows) continue;
      take(
        rows,
        lowerBound(rows, (row) => kickoff(row) < upcomingFrom),
        1,
        Bucket.Upcoming,
      );
      take(rows, rows.length - 1, -1, Bucket.Rest);
    }
    const seasonRank = new Map(order.seasonOrder.map((season, rank) => [season, rank]));
    const rank = (row: ListedMatch) => seasonRank.get(row.seasonId) ?? Number.MAX_SAFE_INTEGER;
    return [...chosen.entries()]
      .sort(
        ([a, bucketA], [b, bucketB]) =>
          bucketA - bucketB ||
          (bucketA === Bucket.Upcoming ? kickoff(a) - kickoff(b) : 0) ||
          kickoff(b) - kickoff(a) ||
          rank(a) - rank(b) ||
          a.id - b.id,
      )
      .slice(0, order.limit)
      .map(([row]) => row);
  }
}

export function createMatchIndex(source: MatchIndexSource) {
  let loading: Promise<Snapshot> | null = null;
  const pending = new Set<number>();
  let applying: Promise<void> | null = null;

  /** The copy with every write told so far applied (loaded on first use). */
  async function current(): Promise<Snapshot> {
    for (;;) {
      const load = (loading ??= source.allMatches().then(
        (rows) => new Snapshot(rows),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      ));
      const snapshot = await load;
      // Everything was invalidated while it loaded, or rows are being read again: wait and look again.
      if (load !== loading) continue;
      if (applying) {
        await applying;
        continue;
      }
      if (pending.size === 0) return snapshot;
      const ids = [...pending];
      pending.clear();
      applying = source
        .matchesByIds(ids)
        .then(
          (rows) => {
            if (load === loading) snapshot.apply(ids, rows);
          },
          (error: unknown) => {
            for (const id of ids) pending.add(id);
            throw error;
          },
        )
        .finally(() => {
          applying = null;
        });
      await applying;
    }
  }

  return {
    /** Matches were written: these ids, or (without ids) any of them. Call after the write commits. */
    invalidate(ids?: Iterable<number>): void {
      if (ids === undefined) {
        loading = null;
        pending.clear();
        return;
      }
      for (const id of ids) pending.add(id);
    },
    async between(start: Date, end: Date): Promise<ListedMatch[]> {
      return (await current()).between(start, end);
    },
    async search(teams: number[], opponents: number[] | null, order: SearchOrder): Promise<ListedMatch[]> {
      if (!teams.length || (opponents && !opponents.length)) return [];
      return (await current()).search(teams, opponents, order);
    },
  };
}

export type MatchIndex = ReturnType<typeof createMatchIndex>;

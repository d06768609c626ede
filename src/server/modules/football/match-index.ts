// The embedded database's matches in memory, for the lists asked on every keystroke and every date
// tap (search, the day list). On PGlite this process is the database's only writer, and every writer
// says what it wrote (an import: everything; settle and the live engine: these ids, through
// `invalidate`), so the copy is exact. A search is then a lookup and a sort in memory instead of
// statements, each of which costs the server's own thread about a millisecond of WASM (issue 8).
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

class Snapshot {
  readonly byId = new Map<number, ListedMatch>();
  readonly byTeam = new Map<number, Set<number>>();
  /** Every match in kick-off order. */
  byKickoff: ListedMatch[] = [];

  constructor(rows: ListedMatch[]) {
    for (const row of rows) this.index(row);
    this.byKickoff = [...rows].sort(byKickoffThenId);
  }

  private index(row: ListedMatch) {
    this.byId.set(row.id, row);
    for (const team of [row.homeTeamId, row.awayTeamId]) {
      const ids = this.byTeam.get(team) ?? new Set();
      ids.add(row.id);
      this.byTeam.set(team, ids);
    }
  }

  /** Replaces these ids by the rows read again (an id without a row was deleted). */
  apply(ids: number[], rows: ListedMatch[]) {
    for (const id of ids) {
      const old = this.byId.get(id);
      if (!old) continue;
      this.byId.delete(id);
      this.byTeam.get(old.homeTeamId)?.delete(id);
      this.byTeam.get(old.awayTeamId)?.delete(id);
      this.byKickoff.splice(
        lowerBound(this.byKickoff, (row) => byKickoffThenId(row, old) < 0),
        1,
      );
    }
    for (const row of rows) {
      this.index(row);
      this.byKickoff.splice(
        lowerBound(this.byKickoff, (other) => byKickoffThenId(other, row) < 0),
        0,
        row,
      );
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
   * ties. The same order as repo.ts searchSql, which PostgreSQL runs.
   */
  search(teams: number[], opponents: number[] | null, order: SearchOrder): ListedMatch[] {
    const ids = new Set<number>();
    for (const team of teams) for (const id of this.byTeam.get(team) ?? []) ids.add(id);
    const side = new Set(teams);
    const other = opponents && new Set(opponents);
    const upcomingFrom = order.upcomingFrom.getTime();
    const seasonRank = new Map(order.seasonOrder.map((season, rank) => [season, rank]));
    const candidates: Array<{ row: ListedMatch; bucket: number; at: number; rank: number }> = [];
    for (const id of ids) {
      const row = this.byId.get(id)!;
      if (
        other &&
        !(
          (side.has(row.homeTeamId) && other.has(row.awayTeamId)) ||
          (other.has(row.homeTeamId) && side.has(row.awayTeamId))
        )
      )
        continue;
      const at = kickoff(row);
      const bucket = LIVE.has(row.status) ? 0 : row.status === MatchStatus.Scheduled && at >= upcomingFrom ? 1 : 2;
      candidates.push({ row, bucket, at, rank: seasonRank.get(row.seasonId) ?? Number.MAX_SAFE_INTEGER });
    }
    candidates.sort(
      (a, b) =>
        a.bucket - b.bucket ||
        (a.bucket === 1 ? a.at - b.at : 0) ||
        b.at - a.at ||
        a.rank - b.rank ||
        a.row.id - b.row.id,
    );
    return candidates.slice(0, order.limit).map((candidate) => candidate.row);
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

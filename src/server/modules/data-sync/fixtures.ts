// Fixtures and results, read through the source (decision 0124): a season's whole list once a day,
// today's matches more often (one request for every league). Each feed fixture is one match (the
// provider's id is unique), found by its mapping, else an imported match of the same season, teams
// and date, else created. A stored result is never taken back by an older or emptier answer: a
// finished match stays finished, a match the live feed is playing is left to it, and a fixture
// missing from an answer is never deleted. A postponed or cancelled fixture stays ("Adiado"; its
// provider status says "Cancelado"), a moved one keeps its id (its followers) and remembers the date
// it had.
import { MatchStatus, isFinished, isLive } from '@shared/match-status';
import { roundOrder } from '../football/rounds';
import type { SourceFixture } from '../football/source';
import type { DataSyncContext, JobResult } from './context';
import type { CompetitionState, FixtureWrite, StoredMatch } from './repo';
import { syncedSeason } from './source';
import type { TeamPlacer } from './teams';

/** A match the live feed has not finished this long after kick-off is settled by the sync. */
const LIVE_OWNS_MS = 3 * 60 * 60_000;
/** An imported match is the feed's fixture when it kicks off this close to the fixture's date. */
const SAME_MATCH_MS = 36 * 60 * 60_000;

/**
 * What to write of one fixture given our stored match (null: none yet); null when the fixture
 * cannot be placed (a status the source does not know).
 */
function planFixture(
  fixture: SourceFixture,
  stored: StoredMatch | null,
  placed: { leagueId: number; home: number; away: number },
  now: number,
  roundOrder: number | undefined,
): FixtureWrite | null {
  const { status, providerStatus } = fixture;
  if (status === null || providerStatus === null) return null;
  const date = fixture.kickoffAt;
  const values: FixtureWrite['values'] = {
    round: fixture.round,
    groupName: null,
    homeTeamId: placed.home,
    awayTeamId: placed.away,
    venue: fixture.venue,
    referee: fixture.referee,
  };
  if (roundOrder !== undefined) values.roundOrder = roundOrder;
  let previousKickoffAt = stored?.previousKickoffAt ?? null;
  const storedFinished = stored !== null && isFinished(stored.status);
  // The live feed plays a live match (and sends its notifications); the sync settles it only late.
  const liveOwned = stored !== null && isLive(stored.status) && now - stored.kickoffAt.getTime() < LIVE_OWNS_MS;

  if (!storedFinished && !liveOwned) {
    if (!stored || stored.kickoffAt.getTime() !== date.getTime()) {
      if (stored && !isLive(stored.status)) previousKickoffAt = stored.kickoffAt;
      values.kickoffAt = date;
      values.kickoffKnown = fixture.kickoffKnown;
    }
    if (isFinished(status)) {
      const { result } = fixture;
      // A finished fixture without its score is a partial answer: the stored state stays.
      if (result) {
        const { home, away, ...parts } = result;
        Object.assign(values, { status, minute: null, homeScore: home, awayScore: away, ...parts });
      } else if (!stored) {
        values.status = MatchStatus.Scheduled;
      }
    } else if (status === MatchStatus.Postponed) {
      Object.assign(values, { status, minute: null, homeScore: null, awayScore: null });
    } else if (status === MatchStatus.Scheduled) {
      Object.assign(values, { status, minute: null, homeScore: null, awayScore: null });
    } else if (!stored) {
      // Live now and new to us: scheduled until the live feed takes it.
      Object.assign(values, { status: MatchStatus.Scheduled, minute: null, homeScore: null, awayScore: null });
    }
  }
  return {
    fixtureId: Number(fixture.ref),
    leagueId: placed.leagueId,
    providerStatus,
    matchId: stored?.matchId ?? null,
    values,
    previousKickoffAt,
  };
}

/** Rounds in the order they start (by their first fixture), as the openfootball import orders them. */
function roundOrders(fixtures: SourceFixture[]): Map<string, number> {
  return roundOrder(fixtures.map((f) => ({ round: f.round, start: f.kickoffAt.getTime() })));
}

/** Writes one league's fixtures; counts for the admin page. */
async function applyFixtures(
  ctx: DataSyncContext,
  state: CompetitionState,
  fixtures: SourceFixture[],
  placer: TeamPlacer,
  ordered: boolean,
): Promise<{ written: number; finished: number; skipped: number }> {
  const seasonId = state.seasonId!;
  const stored = await ctx.repo.storedFixtures(fixtures.map((f) => Number(f.ref)));
  const orders = ordered ? roundOrders(fixtures) : null;
  const writes: FixtureWrite[] = [];
  let finished = 0;
  let skipped = 0;
  const now = ctx.now();
  for (const fixture of fixtures) {
    const home = await placer.place(fixture.home, state);
    const away = await placer.place(fixture.away, state);
    const before =
      stored.get(Number(fixture.ref)) ??
      (await ctx.repo.findMatch(seasonId, home, away, fixture.kickoffAt, SAME_MATCH_MS));
    const placed = { leagueId: state.leagueId, home, away };
    const write = planFixture(fixture, before, placed, now, orders?.get(fixture.round));
    if (!write) {
      skipped += 1;
      ctx.log.warn(
        { fixture: Number(fixture.ref), status: fixture.providerStatus },
        'data-sync: situação desconhecida',
      );
      continue;
    }
    if (write.values.status !== undefined && isFinished(write.values.status) && !(before && isFinished(before.status)))
      finished += 1;
    writes.push(write);
  }
  const ids = await ctx.repo.writeFixtures(seasonId, writes);
  if (placer.created) ctx.directoryChanged();
  ctx.matchesChanged(ids);
  if (finished > 0) await ctx.repo.updateState(state.leagueId, { tablesDue: true });
  return { written: ids.length, finished, skipped };
}

/** The season's whole fixture list (daily). */
export async function syncFixtures(
  ctx: DataSyncContext,
  state: CompetitionState,
  placer: TeamPlacer,
): Promise<JobResult> {
  const answer = await ctx.source.fixtures(syncedSeason(state));
  if (!answer.ok) return answer;
  const counts = await applyFixtures(ctx, state, answer.items, placer, true);
  await ctx.repo.updateState(state.leagueId, { fixturesSyncedAt: new Date(ctx.now()) });
  return { ok: true, message: `${counts.written} partidas (${counts.finished} encerradas agora).` };
}

/** Today's matches of every synced league, in one read: their kick-offs, postponements and results. */
export async function syncToday(
  ctx: DataSyncContext,
  states: CompetitionState[],
  placer: TeamPlacer,
): Promise<Map<number, JobResult>> {
  const results = new Map<number, JobResult>();
  const date = new Date(ctx.now()).toISOString().slice(0, 10);
  const seasons = states.map(syncedSeason);
  const answer = await ctx.source.dayFixtures(date, seasons);
  for (const [index, state] of states.entries()) {
    if (!answer.ok) {
      results.set(state.leagueId, answer);
      continue;
    }
    const mine = answer.items.filter((f) => f.seasonRef === seasons[index].ref);
    const counts = await applyFixtures(ctx, state, mine, placer, false);
    results.set(state.leagueId, { ok: true, message: `Jogos de hoje: ${counts.written} partidas.` });
  }
  return results;
}

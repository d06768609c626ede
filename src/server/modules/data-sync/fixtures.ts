// Fixtures and results: a season's whole list once a day, today's matches more often (one request
// for every league). Each feed fixture is one match (the provider's id is unique), found by its
// mapping, else an imported match of the same season, teams and date, else created. A stored result
// is never taken back by an older or emptier answer: a finished match stays finished, a match the
// live feed is playing is left to it, and a fixture missing from an answer is never deleted. A
// postponed or cancelled fixture stays ("Adiado"; its provider status says "Cancelado"), a moved
// one keeps its id (its followers) and remembers the date it had.
import { MatchStatus, isFinished, isLive } from '@shared/match-status';
import { roundOrder } from '../football/rounds';
import { mapStatus } from '../live/api-football-map';
import { fixtureSchema, type SyncFixture } from './api-schemas';
import type { DataSyncContext, JobResult } from './context';
import type { CompetitionState, FixtureWrite, StoredMatch } from './repo';
import type { TeamPlacer } from './teams';

/** A match the live feed has not finished this long after kick-off is settled by the sync. */
const LIVE_OWNS_MS = 3 * 60 * 60_000;
/** An imported match is the feed's fixture when it kicks off this close to the fixture's date. */
const SAME_MATCH_MS = 36 * 60 * 60_000;

/** "Regular Season - 12" → "Matchday 12" (shown "Rodada 12", as the openfootball seasons); others as given. */
export function roundOf(round: string | null | undefined): { round: string; number: number | null } {
  const text = round?.trim() || 'Rodada não informada';
  const numbered = /^(?:Regular Season|League Stage|Group Stage|Apertura|Clausura)\s*-\s*(\d+)$/i.exec(text);
  if (numbered) return { round: `Matchday ${numbered[1]}`, number: Number(numbered[1]) };
  return { round: text, number: null };
}

/**
 * What to write of one fixture given our stored match (null: none yet); null when the fixture
 * cannot be placed (a status the documentation does not list).
 */
function planFixture(
  fixture: SyncFixture,
  stored: StoredMatch | null,
  teams: { home: number; away: number },
  now: number,
  roundOrder: number | undefined,
): FixtureWrite | null {
  const short = fixture.fixture.status.short;
  const status = mapStatus(short, fixture.fixture.status.elapsed ?? null);
  if (status === null) return null;
  const date = new Date(fixture.fixture.date);
  const { round } = roundOf(fixture.league.round);
  const values: FixtureWrite['values'] = {
    round,
    groupName: null,
    homeTeamId: teams.home,
    awayTeamId: teams.away,
    venue: fixture.fixture.venue?.name?.trim() || null,
    referee: fixture.fixture.referee?.trim() || null,
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
      values.kickoffKnown = short !== 'TBD';
    }
    if (isFinished(status)) {
      const { home, away } = fixture.goals;
      // A finished fixture without its score is a partial answer: the stored state stays.
      if (home !== null && away !== null) {
        const score = fixture.score ?? {};
        Object.assign(values, {
          status,
          minute: null,
          homeScore: home,
          awayScore: away,
          htHome: score.halftime?.home ?? null,
          htAway: score.halftime?.away ?? null,
          ftHome: score.fulltime?.home ?? home,
          ftAway: score.fulltime?.away ?? away,
          etHome: score.extratime?.home ?? null,
          etAway: score.extratime?.away ?? null,
          penHome: score.penalty?.home ?? null,
          penAway: score.penalty?.away ?? null,
        });
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
    fixtureId: fixture.fixture.id,
    leagueId: fixture.league.id,
    providerStatus: short,
    matchId: stored?.matchId ?? null,
    values,
    previousKickoffAt,
  };
}

/** Rounds in the order they start (by their first fixture), as the openfootball import orders them. */
function roundOrders(fixtures: SyncFixture[]): Map<string, number> {
  return roundOrder(fixtures.map((f) => ({ round: roundOf(f.league.round).round, start: Date.parse(f.fixture.date) })));
}

/** Writes one league's fixtures; counts for the admin page. */
async function applyFixtures(
  ctx: DataSyncContext,
  state: CompetitionState,
  fixtures: SyncFixture[],
  placer: TeamPlacer,
  ordered: boolean,
): Promise<{ written: number; finished: number; skipped: number }> {
  const seasonId = state.seasonId!;
  const stored = await ctx.repo.storedFixtures(fixtures.map((f) => f.fixture.id));
  const orders = ordered ? roundOrders(fixtures) : null;
  const writes: FixtureWrite[] = [];
  let finished = 0;
  let skipped = 0;
  const now = ctx.now();
  for (const fixture of fixtures) {
    const home = await placer.place(fixture.teams.home, state.leagueId, state.competitionCode);
    const away = await placer.place(fixture.teams.away, state.leagueId, state.competitionCode);
    const date = new Date(fixture.fixture.date);
    const before =
      stored.get(fixture.fixture.id) ?? (await ctx.repo.findMatch(seasonId, home, away, date, SAME_MATCH_MS));
    const write = planFixture(fixture, before, { home, away }, now, orders?.get(roundOf(fixture.league.round).round));
    if (!write) {
      skipped += 1;
      ctx.log.warn(
        { fixture: fixture.fixture.id, status: fixture.fixture.status.short },
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
  const answer = await ctx.client.get('/fixtures', { league: state.leagueId, season: state.season! }, fixtureSchema);
  if (!answer.ok) return answer;
  const mine = answer.items.filter((f) => f.league.id === state.leagueId && f.league.season === state.season);
  const counts = await applyFixtures(ctx, state, mine, placer, true);
  await ctx.repo.updateState(state.leagueId, { fixturesSyncedAt: new Date(ctx.now()) });
  return { ok: true, message: `${counts.written} partidas (${counts.finished} encerradas agora).` };
}

/** Today's matches of every synced league, in one request: their kick-offs, postponements and results. */
export async function syncToday(
  ctx: DataSyncContext,
  states: CompetitionState[],
  placer: TeamPlacer,
): Promise<Map<number, JobResult>> {
  const results = new Map<number, JobResult>();
  const date = new Date(ctx.now()).toISOString().slice(0, 10);
  const answer = await ctx.client.get('/fixtures', { date, timezone: 'UTC' }, fixtureSchema);
  for (const state of states) {
    if (!answer.ok) {
      results.set(state.leagueId, answer);
      continue;
    }
    const mine = answer.items.filter((f) => f.league.id === state.leagueId && f.league.season === state.season);
    const counts = await applyFixtures(ctx, state, mine, placer, false);
    results.set(state.leagueId, { ok: true, message: `Jogos de hoje: ${counts.written} partidas.` });
  }
  return results;
}

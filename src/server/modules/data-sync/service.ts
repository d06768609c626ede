// createDataSyncService: one pass over the configured leagues (each job only when due: the season
// and its coverage daily, teams once a season, fixtures daily, today's matches every
// DATA_SYNC_TODAY_MS while some are open, tables after a round), the outcome recorded per league;
// and what the admin page reads and does (status, place a team, sync now). Passes run one at a time.
import { notFound } from '../../domain-errors';
import { COMPETITIONS } from '../football/catalog';
import type { DataSyncContext, JobResult } from './context';
import { syncLeague } from './leagues';
import { syncFixtures, syncToday } from './fixtures';
import { syncTables, tablesDue } from './tables';
import { syncTeams, TeamPlacer } from './teams';
import type { CompetitionState } from './repo';
import { competitionCodeOf } from './source';

const DAY = 24 * 60 * 60_000;

export interface DataSyncServiceOptions extends DataSyncContext {
  /** API_FOOTBALL_LEAGUES, in the order given. */
  leagues: number[];
  /** How often today's matches are read again while some are not over (ms). */
  todayEveryMs: number;
  dailyRequests: number;
  /** Claims a period of a timed job across processes (scheduled_jobs); true: this process runs it. */
  claim(name: string, intervalMs: number): Promise<boolean>;
}

export interface DataSyncStatus {
  competitions: Array<{
    leagueId: number;
    code: string;
    name: string | null;
    season: number | null;
    coverage: unknown;
    lastSyncAt: string | null;
    lastOutcome: string | null;
    lastMessage: string | null;
    lastSuccessAt: string | null;
    fixturesSyncedAt: string | null;
    tablesSyncedAt: string | null;
  }>;
  requests: { used: number; remaining: number; limit: number };
  unplaced: Array<{ apiTeamId: number; name: string; leagueId: number | null; teamId: number }>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createDataSyncService(options: DataSyncServiceOptions) {
  const ctx: DataSyncContext = options;
  const { repo } = options;
  let queue: Promise<unknown> = Promise.resolve();
  const due = (at: Date | null, every: number) => at === null || options.now() - at.getTime() >= every;

  async function record(leagueId: number, results: JobResult[]) {
    if (!results.length) return;
    const at = new Date(options.now());
    const failed = results.find((result) => !result.ok);
    await repo.updateState(leagueId, {
      lastSyncAt: at,
      lastOutcome: failed ? 'falha' : 'ok',
      lastMessage: (failed ?? results.at(-1)!).message,
      ...(failed ? {} : { lastSuccessAt: at }),
    });
  }

  async function configured(): Promise<CompetitionState[]> {
    await repo.ensureStates(options.leagues.map((leagueId) => ({ leagueId, code: competitionCodeOf(leagueId) })));
    const states = new Map((await repo.states()).map((state) => [state.leagueId, state]));
    return options.leagues.map((id) => states.get(id)!);
  }

  /** One pass; `force` reads every league's season and fixtures now (the admin's "Sincronizar agora"). */
  async function pass(force: boolean): Promise<void> {
    const placer = new TeamPlacer(repo);
    const states = await configured();
    for (const first of states) {
      const results: JobResult[] = [];
      const allOk = () => !results.some((result) => !result.ok);
      let state = first;
      try {
        if (force || state.season === null || due(state.leagueSyncedAt, DAY)) {
          results.push(await syncLeague(ctx, state));
          state = (await repo.states()).find((s) => s.leagueId === state.leagueId)!;
        }
        if (allOk() && state.season !== null && state.seasonId !== null) {
          if (state.teamsSyncedAt === null) results.push(await syncTeams(ctx, state, placer));
          if (allOk() && (force || due(state.fixturesSyncedAt, DAY)))
            results.push(await syncFixtures(ctx, state, placer));
          state = (await repo.states()).find((s) => s.leagueId === state.leagueId)!;
          if (allOk() && (await tablesDue(ctx, state))) results.push(await syncTables(ctx, state, placer));
        }
      } catch (error) {
        options.log.error({ err: error, league: state.leagueId }, 'data-sync: falha ao gravar');
        results.push({ ok: false, kind: 'malformed', message: 'Falha ao gravar os dados recebidos.' });
      }
      await record(state.leagueId, results);
    }
    // Today's matches: one request for every league, while some of them are not over.
    const synced = (await repo.states()).filter((s) => options.leagues.includes(s.leagueId) && s.seasonId !== null);
    const dayStart = Math.floor(options.now() / DAY) * DAY;
    const open = await repo.openMatchesBetween(
      synced.map((s) => s.seasonId!),
      new Date(dayStart),
      new Date(dayStart + DAY),
    );
    if (open > 0 && (await options.claim('data-sync-today', options.todayEveryMs))) {
      const results = await syncToday(ctx, synced, placer);
      for (const [leagueId, result] of results) await record(leagueId, [result]);
    }
  }

  const service = {
    /** The timed pass (the scheduler's): only the jobs that are due. */
    runPass(): Promise<void> {
      const run = queue.then(() => pass(false));
      queue = run.catch(() => undefined);
      return run;
    },

    /** "Sincronizar agora": every league's season and fixtures read now (within the budget). */
    syncNow(): Promise<void> {
      const run = queue.then(() => pass(true));
      queue = run.catch(() => undefined);
      return run;
    },

    async status(): Promise<DataSyncStatus> {
      const states = await configured();
      const now = options.now();
      const day = new Date(now).toISOString().slice(0, 10);
      const budget = await repo.budgetOf('api-football', day);
      return {
        competitions: states.map((s) => ({
          leagueId: s.leagueId,
          code: s.competitionCode,
          name: s.name ?? COMPETITIONS[s.competitionCode]?.name ?? null,
          season: s.season,
          coverage: s.coverage ?? null,
          lastSyncAt: iso(s.lastSyncAt),
          lastOutcome: s.lastOutcome,
          lastMessage: s.lastMessage,
          lastSuccessAt: iso(s.lastSuccessAt),
          fixturesSyncedAt: iso(s.fixturesSyncedAt),
          tablesSyncedAt: iso(s.tablesSyncedAt),
        })),
        requests: {
          used: budget.used,
          remaining: Math.max(0, budget.remaining ?? options.dailyRequests - budget.used),
          limit: options.dailyRequests,
        },
        unplaced: (await repo.unplacedTeams()).map((t) => ({
          apiTeamId: t.apiTeamId,
          name: t.name,
          leagueId: t.leagueId,
          teamId: t.teamId,
        })),
      };
    },

    /** Our teams, by name: where the admin may place a feed team. */
    async teamChoices(): Promise<Array<{ id: number; name: string }>> {
      const teams = await repo.teamNames();
      return teams
        .map((t) => ({ id: t.id, name: t.country ? `${t.name} (${t.country})` : t.name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    },

    /** The admin places a team the feed named on one of ours; what changed, for the audit log. */
    async placeTeam(apiTeamId: number, teamId: number): Promise<{ name: string; from: number; to: number }> {
      if (!(await repo.teamExists(teamId))) throw notFound('Time não encontrado.');
      const placed = await repo.placeTeam(apiTeamId, teamId);
      if (!placed) throw notFound('Este time não está na lista de times a posicionar.');
      options.directoryChanged();
      options.matchesChanged([]);
      return { name: placed.name, from: placed.from, to: teamId };
    },
  };
  return service;
}

export type DataSyncService = ReturnType<typeof createDataSyncService>;

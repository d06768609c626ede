// The official table and top scorers of a season, read once a round's matches are over (a match
// finished since the last read and none of the season's is playing), and only what the season's
// coverage says exists. An empty answer keeps what is stored.
import { scorerSchema, standingsSchema, type Coverage } from './api-schemas';
import type { DataSyncContext, JobResult } from './context';
import type { CompetitionState } from './repo';
import type { TeamPlacer } from './teams';

/** A round goes on while a match of it kicked off this recently and is not over. */
const ROUND_WINDOW_MS = 150 * 60_000;

export interface OfficialStandingRow {
  group: string | null;
  rank: number;
  teamId: number;
  name: string;
  played: number | null;
  won: number | null;
  drawn: number | null;
  lost: number | null;
  goalsFor: number | null;
  goalsAgainst: number | null;
  points: number;
}

export interface OfficialScorer {
  rank: number;
  name: string;
  apiPlayerId: number;
  teamId: number;
  team: string;
  goals: number;
  assists: number | null;
  penalties: number | null;
}

/** Whether the tables are due now: flagged by a finished match, and the round is over. */
export async function tablesDue(ctx: DataSyncContext, state: CompetitionState): Promise<boolean> {
  if (!state.tablesDue || state.seasonId === null) return false;
  return !(await ctx.repo.roundUnderWay(state.seasonId, new Date(ctx.now()), ROUND_WINDOW_MS));
}

export async function syncTables(
  ctx: DataSyncContext,
  state: CompetitionState,
  placer: TeamPlacer,
): Promise<JobResult> {
  const coverage = (state.coverage ?? {}) as Coverage;
  const parts: string[] = [];
  const patch: { standings?: OfficialStandingRow[]; scorers?: OfficialScorer[] } = {};
  if (coverage.standings !== false) {
    const answer = await ctx.client.get(
      '/standings',
      { league: state.leagueId, season: state.season! },
      standingsSchema,
    );
    if (!answer.ok) return answer;
    const rows: OfficialStandingRow[] = [];
    for (const table of answer.items[0]?.league.standings ?? [])
      for (const row of table)
        rows.push({
          group: row.group?.trim() || null,
          rank: row.rank,
          teamId: await placer.place(row.team, state.leagueId, state.competitionCode),
          name: row.team.name,
          played: row.all.played,
          won: row.all.win,
          drawn: row.all.draw,
          lost: row.all.lose,
          goalsFor: row.all.goals.for,
          goalsAgainst: row.all.goals.against,
          points: row.points,
        });
    if (rows.length) patch.standings = rows;
    parts.push(`classificação: ${rows.length} linhas`);
  }
  if (coverage.top_scorers !== false) {
    const answer = await ctx.client.get(
      '/players/topscorers',
      { league: state.leagueId, season: state.season! },
      scorerSchema,
    );
    if (!answer.ok) return answer;
    const scorers: OfficialScorer[] = [];
    for (const [index, entry] of answer.items.entries()) {
      const stats = entry.statistics[0];
      scorers.push({
        rank: index + 1,
        name: entry.player.name,
        apiPlayerId: entry.player.id,
        teamId: await placer.place(stats.team, state.leagueId, state.competitionCode),
        team: stats.team.name,
        goals: stats.goals.total ?? 0,
        assists: stats.goals.assists ?? null,
        penalties: stats.penalty?.scored ?? null,
      });
    }
    if (scorers.length) patch.scorers = scorers;
    parts.push(`artilharia: ${scorers.length} jogadores`);
  }
  const at = new Date(ctx.now());
  if (patch.standings || patch.scorers) await ctx.repo.saveTables(state.seasonId!, patch, at);
  await ctx.repo.updateState(state.leagueId, { tablesSyncedAt: at, tablesDue: false });
  return { ok: true, message: parts.length ? `${parts.join('; ')}.` : 'Sem tabela nem artilharia na cobertura.' };
}

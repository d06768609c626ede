// The official table and top scorers of a season, read once a round's matches are over (a match
// finished since the last read and none of the season's is playing), and only what the season's
// coverage says exists. An empty answer keeps what is stored.
import type { SourceScorer, SourceStandingRow, SourceTeam } from '../football/source';
import type { Coverage } from './api-schemas';
import type { DataSyncContext, JobResult } from './context';
import type { CompetitionState } from './repo';
import { syncedSeason } from './source';
import type { TeamPlacer } from './teams';

/** A round goes on while a match of it kicked off this recently and is not over. */
const ROUND_WINDOW_MS = 150 * 60_000;

/** A row of the official table as stored: the source's row, its team placed on ours. */
export type OfficialStandingRow = Omit<SourceStandingRow, 'team'> & { teamId: number; name: string };

/** An official top scorer as stored: the source's entry, his team placed on ours. */
export type OfficialScorer = Omit<SourceScorer, 'team' | 'player' | 'playerRef'> & {
  name: string;
  apiPlayerId: number;
  teamId: number;
  team: string;
};

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
  const { source } = ctx;
  const season = syncedSeason(state);
  const place = (team: SourceTeam) => placer.place(team, state);
  const parts: string[] = [];
  const patch: { standings?: OfficialStandingRow[]; scorers?: OfficialScorer[] } = {};
  if (coverage.standings !== false) {
    const answer = await source.standings(season);
    if (answer && !answer.ok) return answer;
    const rows: OfficialStandingRow[] = [];
    for (const { team, ...row } of answer?.items ?? [])
      rows.push({ ...row, teamId: await place(team), name: team.name });
    if (rows.length) patch.standings = rows;
    parts.push(`classificação: ${rows.length} linhas`);
  }
  if (coverage.top_scorers !== false) {
    const answer = await source.scorers(season);
    if (answer && !answer.ok) return answer;
    const scorers: OfficialScorer[] = [];
    for (const { team, player, playerRef, ...entry } of answer?.items ?? [])
      scorers.push({
        ...entry,
        name: player,
        apiPlayerId: Number(playerRef),
        teamId: await place(team),
        team: team.name,
      });
    if (scorers.length) patch.scorers = scorers;
    parts.push(`artilharia: ${scorers.length} jogadores`);
  }
  const at = new Date(ctx.now());
  if (patch.standings || patch.scorers) await ctx.repo.saveTables(state.seasonId!, patch, at);
  await ctx.repo.updateState(state.leagueId, { tablesSyncedAt: at, tablesDue: false });
  return { ok: true, message: parts.length ? `${parts.join('; ')}.` : 'Sem tabela nem artilharia na cobertura.' };
}

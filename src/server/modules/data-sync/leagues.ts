// The first job of a league's sync: its current season, read through the source (decision 0124;
// API-Football's /leagues?id=&current=true), the season row it writes into, and its coverage flags.
import { slugify } from '@shared/slug';
import { COMPETITIONS } from '../football/catalog';
import type { Coverage } from './api-schemas';
import type { DataSyncContext, JobResult } from './context';
import type { CompetitionState } from './repo';
import { leagueSeasonOf } from './source';

export async function syncLeague(ctx: DataSyncContext, state: CompetitionState): Promise<JobResult> {
  const answer = await ctx.source.seasons(state.competitionCode);
  if (!answer.ok) return answer;
  const season = answer.items[0];
  // An empty answer changes nothing: the season already synced stays.
  if (!season) return { ok: false, kind: 'malformed', message: 'A API-Football não indicou temporada atual.' };
  const { competition } = season;
  if (competition.country === null)
    return { ok: false, kind: 'malformed', message: 'A API-Football não indicou o país da competição.' };
  const { season: year } = leagueSeasonOf(season);
  const seasonId = await ctx.repo.ensureSeason(
    {
      code: competition.code,
      name: competition.name,
      slug: slugify(competition.name),
      country: competition.country,
      kind: competition.kind,
      priority: COMPETITIONS[competition.code]?.priority ?? 100,
    },
    { name: season.name, sourceKey: season.ref, startsOn: season.startsOn, endsOn: season.endsOn },
  );
  const changed = state.season !== year;
  await ctx.repo.updateState(state.leagueId, {
    name: competition.name,
    season: year,
    seasonId,
    coverage: season.coverage as Coverage | null,
    leagueSyncedAt: new Date(ctx.now()),
    // A new season: its teams, fixtures and tables are read at once.
    ...(changed ? { teamsSyncedAt: null, fixturesSyncedAt: null, tablesSyncedAt: null, tablesDue: true } : {}),
  });
  if (changed) ctx.directoryChanged();
  return { ok: true, message: `Temporada ${season.name}.` };
}

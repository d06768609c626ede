// Which competition each API-Football league fills, and the first job of a league's sync: its
// current season (/leagues?id=&current=true), the season row it writes into, and its coverage flags.
import { slugify } from '@shared/slug';
import { COMPETITIONS } from '../football/catalog';
import { leagueSchema, type Coverage } from './api-schemas';
import type { DataSyncContext, JobResult } from './context';
import type { CompetitionState } from './repo';

/** API-Football's ids of the competitions the app knows (the default of API_FOOTBALL_LEAGUES). */
const KNOWN_LEAGUES: Record<number, string> = {
  71: 'br.1',
  72: 'br.2',
  13: 'copa.l',
  39: 'en.1',
  140: 'es.1',
  135: 'it.1',
  78: 'de.1',
  61: 'fr.1',
  2: 'uefa.cl',
  1: 'worldcup',
  15: 'clubworldcup',
  94: 'pt.1',
  128: 'ar.1',
  88: 'nl.1',
};

/** The competition code a league fills: the catalogue's, or one of its own. */
export function competitionCodeOf(leagueId: number): string {
  return KNOWN_LEAGUES[leagueId] ?? `api-football:${leagueId}`;
}

/** The league a competition code is filled from (the inverse of competitionCodeOf); null: none. */
export function leagueIdOf(code: string): number | null {
  const own = /^api-football:(\d+)$/.exec(code);
  if (own) return Number(own[1]);
  const known = Object.entries(KNOWN_LEAGUES).find(([, known]) => known === code);
  return known ? Number(known[0]) : null;
}

/** "2026/27" for a season across two years, "2026" for one inside a year (as the openfootball seasons are named). */
export function seasonName(year: number, start: string | null | undefined, end: string | null | undefined): string {
  const from = start?.slice(0, 4);
  const to = end?.slice(0, 4);
  if (from && to && from !== to) return `${from}/${to.slice(2)}`;
  return String(year);
}

export async function syncLeague(ctx: DataSyncContext, state: CompetitionState): Promise<JobResult> {
  const answer = await ctx.client.get('/leagues', { id: state.leagueId, current: 'true' }, leagueSchema);
  if (!answer.ok) return answer;
  const item = answer.items.find((entry) => entry.league.id === state.leagueId);
  const season = item?.seasons.find((s) => s.current);
  // An empty answer changes nothing: the season already synced stays.
  if (!item || !season) return { ok: false, kind: 'malformed', message: 'A API-Football não indicou temporada atual.' };
  const info = COMPETITIONS[state.competitionCode];
  const name = info?.name ?? item.league.name;
  const seasonId = await ctx.repo.ensureSeason(
    {
      code: state.competitionCode,
      name,
      slug: slugify(name),
      country: info?.country ?? item.country.name,
      kind: info?.kind ?? (item.league.type.toLowerCase() === 'cup' ? 'cup' : 'league'),
      priority: info?.priority ?? 100,
    },
    {
      name: seasonName(season.year, season.start, season.end),
      sourceKey: `api-football/${state.leagueId}/${season.year}`,
      startsOn: season.start ?? null,
      endsOn: season.end ?? null,
    },
  );
  const changed = state.season !== season.year;
  await ctx.repo.updateState(state.leagueId, {
    name,
    season: season.year,
    seasonId,
    coverage: (season.coverage ?? null) as Coverage | null,
    leagueSyncedAt: new Date(ctx.now()),
    // A new season: its teams, fixtures and tables are read at once.
    ...(changed ? { teamsSyncedAt: null, fixturesSyncedAt: null, tablesSyncedAt: null, tablesDue: true } : {}),
  });
  if (changed) ctx.directoryChanged();
  return { ok: true, message: `Temporada ${seasonName(season.year, season.start, season.end)}.` };
}

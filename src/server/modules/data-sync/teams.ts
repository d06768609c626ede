// One team, one row: a feed team is the team its provider id was mapped to before (by name or by
// an admin), else the one its name or an alias names (the live feed's folding; namesakes told apart
// by the competition's country), else a new team built like the imported ones (the Portuguese name
// where the catalogue has it, the crest drawn from its colours) and listed for the admin to place.
// The teams job reads a season's teams once through the source (API-Football's /teams), so a new
// team exists before its first fixture.
import { COMPETITIONS, COUNTRIES } from '../football/catalog';
import { resolveTeam } from '../football/identity';
import { lookupTeam, teamIndex } from '../live/api-football-map';
import type { SourceTeam } from '../football/source';
import type { DataSyncContext, JobResult } from './context';
import type { CompetitionState, DataSyncRepo } from './repo';
import { syncedSeason } from './source';

export class TeamPlacer {
  private mappings: Map<number, { teamId: number; placement: string }> | null = null;
  private index: Map<string, number[]> | null = null;
  private countries = new Map<number, string | null>();
  /** Teams created in this pass (the directory is read again after it). */
  created = 0;

  constructor(private readonly repo: DataSyncRepo) {}

  private async load() {
    if (this.mappings && this.index) return;
    this.mappings = await this.repo.teamMappings();
    const teams = await this.repo.teamNames();
    this.index = teamIndex(teams);
    for (const team of teams) this.countries.set(team.id, team.country);
  }

  /** Our team id for a feed team (its ref: the provider's id) of this league's competition. */
  async place(team: SourceTeam, state: Pick<CompetitionState, 'leagueId' | 'competitionCode'>): Promise<number> {
    await this.load();
    const { leagueId, competitionCode } = state;
    const apiTeamId = Number(team.ref);
    const known = this.mappings!.get(apiTeamId);
    if (known) return known.teamId;
    const info = COMPETITIONS[competitionCode];
    const country = info?.clubCountry ? (COUNTRIES[info.clubCountry] ?? null) : null;
    let candidates = lookupTeam(this.index!, team.name);
    // Namesakes ("Nacional"): the one of the league's country, when that tells them apart.
    if (candidates.length > 1 && country) {
      const local = candidates.filter((id) => this.countries.get(id) === country);
      if (local.length) candidates = local;
    }
    let teamId: number;
    let placement: string;
    if (candidates.length === 1 || (candidates.length > 1 && info?.national)) {
      teamId = candidates[0];
      placement = 'name';
    } else {
      const identity = resolveTeam(team.name, {
        clubCountry: info?.clubCountry ?? null,
        national: info?.national ?? false,
      });
      // Nothing else to go on: the name as the feed gives it (never a guess), listed for the admin.
      const made = await this.repo.createTeam(identity);
      teamId = made.id;
      placement = made.created ? 'created' : 'name';
      if (made.created) this.created += 1;
      this.countries.set(teamId, identity.country);
      for (const [key, ids] of teamIndex([{ id: teamId, ...identity }])) this.index!.set(key, ids);
    }
    await this.repo.mapTeam({ apiTeamId, teamId, name: team.name, leagueId, placement });
    this.mappings!.set(apiTeamId, { teamId, placement });
    return teamId;
  }
}

export async function syncTeams(ctx: DataSyncContext, state: CompetitionState, placer: TeamPlacer): Promise<JobResult> {
  const answer = await ctx.source.teams(syncedSeason(state));
  if (!answer.ok) return answer;
  for (const team of answer.items) await placer.place(team, state);
  await ctx.repo.updateState(state.leagueId, { teamsSyncedAt: new Date(ctx.now()) });
  return { ok: true, message: `${answer.items.length} times.` };
}

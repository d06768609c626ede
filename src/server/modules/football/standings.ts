// League tables of a season: which matches count for which table (league, group, league phase),
// the competition's tie-breakers and the coloured zones, and each table's home and away versions
// (Geral / Casa / Fora on the league page).
import type { LeagueTable, StandingRow, StandingTable, TeamRef, Zone } from '@shared/football';
import { isFinished, isLive } from '@shared/match-status';
import { groupLabel } from '@shared/rounds';
import { computeTable, type ResultInput, type TableRow, type TableVenue, type TieBreakRule } from '@shared/standings';
import { COMPETITIONS } from './catalog';
import type { Directory, Season } from './directory';
import type { MatchRow } from './repo';

/** The matches that count for tables, grouped by table (league, group or league phase). */
function tableGroups(season: Season, rows: MatchRow[]): Map<string | null, MatchRow[]> {
  const groups = new Map<string | null, MatchRow[]>();
  const add = (key: string | null, row: MatchRow) => groups.set(key, [...(groups.get(key) ?? []), row]);
  if (season.kind === 'league') {
    for (const row of rows) add(null, row);
    return groups;
  }
  const unnamed: MatchRow[] = [];
  for (const row of rows) {
    if (row.groupName) add(groupLabel(row.groupName), row);
    else if (/^League,/i.test(row.round ?? '')) add('Fase de liga', row);
    else if (/^Group,/i.test(row.round ?? '')) unnamed.push(row);
  }
  // Group stages written without group names (Libertadores): the groups are who played whom.
  if (unnamed.length) {
    const parent = new Map<number, number>();
    const find = (x: number): number => {
      while (parent.get(x) !== undefined && parent.get(x) !== x) x = parent.get(x)!;
      return x;
    };
    for (const row of unnamed) {
      for (const id of [row.homeTeamId, row.awayTeamId]) if (!parent.has(id)) parent.set(id, id);
      parent.set(find(row.homeTeamId), find(row.awayTeamId));
    }
    const roots = new Map<number, number>();
    for (const row of unnamed) {
      const root = find(row.homeTeamId);
      if (!roots.has(root)) roots.set(root, roots.size);
      add(`Grupo ${String.fromCharCode(65 + roots.get(root)!)}`, row);
    }
  }
  return new Map([...groups.entries()].sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'pt-BR')));
}

function zoneOf(season: Season, position: number, size: number): Zone | null {
  const zones = COMPETITIONS[season.code]?.zones;
  if (!zones) return null;
  if (zones.title && position <= zones.title) return 'title';
  if (zones.continental && position >= zones.continental[0] && position <= zones.continental[1]) return 'continental';
  if (zones.continental2 && position >= zones.continental2[0] && position <= zones.continental2[1])
    return 'continental-2';
  if (zones.relegation && position > size - zones.relegation) return 'relegation';
  return null;
}

/** The legend of the zones the season's tables colour. */
export function zoneLegend(season: Season): { zone: Zone; label: string }[] {
  const info = COMPETITIONS[season.code];
  const legend: { zone: Zone; label: string }[] = [];
  if (info?.zones?.title) legend.push({ zone: 'title', label: 'Campeão' });
  if (info?.zones?.continental)
    legend.push({ zone: 'continental', label: info.zoneLabels?.continental ?? 'Classificação' });
  if (info?.zones?.continental2)
    legend.push({ zone: 'continental-2', label: info.zoneLabels?.continental2 ?? 'Classificação' });
  if (info?.zones?.relegation) legend.push({ zone: 'relegation', label: 'Rebaixamento' });
  return legend;
}

/**
 * The finished matches with a score, as the table computation takes them; with `live`, also the
 * matches being played, at their current score (a live table, as FotMob shows it).
 */
export function resultsOf(rows: MatchRow[], { live = false } = {}): ResultInput[] {
  return rows
    .filter((r) => (isFinished(r.status) || (live && isLive(r.status))) && r.homeScore != null && r.awayScore != null)
    .map((r) => ({
      homeId: r.homeTeamId,
      awayId: r.awayTeamId,
      homeGoals: r.homeScore!,
      awayGoals: r.awayScore!,
      at: r.kickoffAt.getTime(),
    }));
}

interface TableOptions {
  teamIds: number[];
  nameOf: (teamId: number) => string;
  refOf: (teamId: number) => TeamRef;
  rule?: TieBreakRule;
}

/**
 * A computed row as the API gives it, at its place in the table, without a zone: the overall table
 * and the home and away tables show the same columns (the overall one then sets its zone).
 */
function standingRow(row: TableRow, index: number, refOf: TableOptions['refOf']): StandingRow {
  return {
    position: index + 1,
    team: refOf(row.teamId),
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalDifference,
    points: row.points,
    form: row.form,
    zone: null,
  };
}

/** Home or away table: the same tie-breakers, only each team's home (or away) games, no zones. */
function venueRows(results: ResultInput[], venue: TableVenue, options: TableOptions): StandingRow[] {
  return computeTable(results, { ...options, venue }).map((row, index) => standingRow(row, index, options.refOf));
}

/** Whether the tables count the matches being played (rows of teams on the pitch are marked `live`). */
export interface TablesOptions {
  live?: boolean;
}

export function seasonTables(
  season: Season,
  rows: MatchRow[],
  directory: Directory,
  { live = false }: TablesOptions = {},
): LeagueTable[] {
  const tables: LeagueTable[] = [];
  const playing = new Set(
    live
      ? rows.filter((r) => isLive(r.status) && r.homeScore != null).flatMap((r) => [r.homeTeamId, r.awayTeamId])
      : [],
  );
  for (const [name, groupRows] of tableGroups(season, rows)) {
    const results = resultsOf(groupRows, { live });
    const options: TableOptions = {
      teamIds: [...new Set(groupRows.flatMap((r) => [r.homeTeamId, r.awayTeamId]))],
      nameOf: (id) => directory.teams.get(id)?.name ?? '',
      refOf: (id) => directory.teams.get(id)!.ref,
      rule: COMPETITIONS[season.code]?.tieBreak,
    };
    const table = computeTable(results, options);
    tables.push({
      name,
      rows: table.map((row, index): StandingRow => ({
        ...standingRow(row, index, options.refOf),
        zone: zoneOf(season, index + 1, table.length),
        ...(playing.has(row.teamId) ? { live: true } : {}),
      })),
      home: venueRows(results, 'home', options),
      away: venueRows(results, 'away', options),
    });
  }
  return tables;
}

/** The table of the season that has `teamId` in it (its group, in a cup), if any. */
export function tableWithTeam(
  season: Season,
  rows: MatchRow[],
  directory: Directory,
  teamId: number,
  options: TablesOptions = {},
): StandingTable | null {
  return seasonTables(season, rows, directory, options).find((t) => t.rows.some((r) => r.team.id === teamId)) ?? null;
}

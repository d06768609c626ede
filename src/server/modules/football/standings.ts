// Home and away tables (Geral / Casa / Fora on the league page): the same tie-breakers as the
// overall table, counting only each team's home games, or only its away games. No zones: places
// in the competition come from the overall table.
import type { StandingRow, TeamRef } from '@shared/football';
import { computeTable, type ResultInput, type TableVenue, type TieBreakRule } from '@shared/standings';

export interface VenueTableOptions {
  teamIds: number[];
  nameOf: (teamId: number) => string;
  refOf: (teamId: number) => TeamRef;
  rule?: TieBreakRule;
}

function venueRows(results: ResultInput[], venue: TableVenue, options: VenueTableOptions): StandingRow[] {
  return computeTable(results, { ...options, venue }).map((row, index) => ({
    position: index + 1,
    team: options.refOf(row.teamId),
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
  }));
}

export function venueTables(
  results: ResultInput[],
  options: VenueTableOptions,
): { home: StandingRow[]; away: StandingRow[] } {
  return { home: venueRows(results, 'home', options), away: venueRows(results, 'away', options) };
}

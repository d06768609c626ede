// League tables computed from results, with each competition's tie-breakers.
import type { Outcome } from './match-display';

export interface ResultInput {
  homeId: number;
  awayId: number;
  homeGoals: number;
  awayGoals: number;
  /** Sort key of the match in time (ms or ISO); the form keeps the five most recent. */
  at: number;
}

export interface TableRow {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Last five results, oldest first (newest right, as the form pills show them). */
  form: Outcome[];
  home: SplitRecord;
  away: SplitRecord;
}

export interface SplitRecord {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/**
 * Order of the tie-breakers after points. 'standard' (most European leagues): goal difference,
 * goals scored. 'wins-first' (CBF, Brasileirão): wins, goal difference, goals scored. The team name
 * settles what is still level.
 */
export type TieBreakRule = 'standard' | 'wins-first';

const emptySplit = (): SplitRecord => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
});

/** Which games a table counts: all of them, or only each team's home (or away) games. */
export type TableVenue = 'all' | 'home' | 'away';

export function computeTable(
  results: ResultInput[],
  options: { teamIds?: number[]; nameOf: (teamId: number) => string; rule?: TieBreakRule; venue?: TableVenue },
): TableRow[] {
  const rows = new Map<number, TableRow & { history: { at: number; outcome: Outcome }[] }>();
  const row = (teamId: number) => {
    let current = rows.get(teamId);
    if (!current) {
      current = {
        teamId,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        form: [],
        home: emptySplit(),
        away: emptySplit(),
        history: [],
      };
      rows.set(teamId, current);
    }
    return current;
  };
  for (const id of options.teamIds ?? []) row(id);

  const apply = (teamId: number, scored: number, conceded: number, at: number, venue: 'home' | 'away') => {
    const r = row(teamId);
    const outcome: Outcome = scored > conceded ? 'V' : scored < conceded ? 'D' : 'E';
    const points = outcome === 'V' ? 3 : outcome === 'E' ? 1 : 0;
    for (const target of [r, r[venue]]) {
      target.played += 1;
      target.goalsFor += scored;
      target.goalsAgainst += conceded;
      target.points += points;
      if (outcome === 'V') target.won += 1;
      else if (outcome === 'E') target.drawn += 1;
      else target.lost += 1;
    }
    r.history.push({ at, outcome });
  };
  const venue = options.venue ?? 'all';
  for (const m of results) {
    if (venue !== 'away') apply(m.homeId, m.homeGoals, m.awayGoals, m.at, 'home');
    if (venue !== 'home') apply(m.awayId, m.awayGoals, m.homeGoals, m.at, 'away');
  }

  const rule = options.rule ?? 'standard';
  const list = [...rows.values()].map(({ history, ...r }) => {
    history.sort((a, b) => a.at - b.at);
    return { ...r, goalDifference: r.goalsFor - r.goalsAgainst, form: history.slice(-5).map((h) => h.outcome) };
  });
  list.sort(
    (a, b) =>
      b.points - a.points ||
      (rule === 'wins-first' ? b.won - a.won : 0) ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      options.nameOf(a.teamId).localeCompare(options.nameOf(b.teamId), 'pt-BR'),
  );
  return list;
}

// Numbers computed from results: a team's form, head-to-head summaries, a team's season figures
// and a league season's statistics and rankings. Pure functions of the match rows.
import { ymdIn } from '@shared/datetime';
import type { FormEntry, H2hSummary, LeagueStats, TeamStat, TeamStats } from '@shared/football';
import { TEAM_STAT_KINDS } from '@shared/football-rules';
import { outcomeFor } from '@shared/match-display';
import { isFinished, MatchStatus } from '@shared/match-status';
import { roundLabel } from '@shared/rounds';
import { computeTable } from '@shared/standings';
import { competitionRef, type Directory, type Season } from './directory';
import type { MatchRow } from './repo';
import { resultsOf } from './standings';
import { neutralVenue, tournamentVenues } from './catalog';

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (part: number, total: number) => (total ? round1((part / total) * 100) : 0);
const per = (part: number, total: number) => (total ? Math.round((part / total) * 100) / 100 : 0);

/** The shoot-out of a match decided on penalties, else null. */
function shootOutOf(r: MatchRow): { home: number; away: number } | null {
  return r.penHome != null && r.penAway != null && r.status === MatchStatus.FinishedAfterPenalties
    ? { home: r.penHome, away: r.penAway }
    : null;
}

/** The team's last `count` finished matches (before `before`, when given), oldest first, from its side. */
export function formOf(teamId: number, rows: MatchRow[], directory: Directory, before?: Date, count = 5): FormEntry[] {
  const finished = rows.filter(
    (r) =>
      (r.homeTeamId === teamId || r.awayTeamId === teamId) && isFinished(r.status) && (!before || r.kickoffAt < before),
  );
  return finished.slice(-count).map((r) => {
    const home = r.homeTeamId === teamId;
    const penalties = shootOutOf(r);
    const season = directory.seasons.get(r.seasonId);
    return {
      matchId: r.id,
      outcome: outcomeFor(home ? 'home' : 'away', { ...r, penalties })!,
      score: `${r.homeScore} - ${r.awayScore}`,
      opponent: directory.teams.get(home ? r.awayTeamId : r.homeTeamId)!.ref,
      home,
      matchDate: ymdIn(r.kickoffAt),
      penalties,
      extraTime: r.status === MatchStatus.FinishedAfterExtraTime,
      neutral: season ? neutralVenue(season.code, season.kind, r.round) : false,
    };
  });
}

/**
 * Wins, draws, losses and goals of `teamId` over the finished meetings. A match decided on
 * penalties is won by the shoot-out's winner, as its form entry says; its kicks are not goals.
 */
export function h2hSummary(teamId: number, meetings: MatchRow[]): H2hSummary {
  const summary = { played: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, avgGoals: 0 };
  for (const m of meetings) {
    if (!isFinished(m.status) || m.homeScore == null || m.awayScore == null) continue;
    const home = m.homeTeamId === teamId;
    summary.played += 1;
    summary.goalsFor += home ? m.homeScore : m.awayScore;
    summary.goalsAgainst += home ? m.awayScore : m.homeScore;
    const outcome = outcomeFor(home ? 'home' : 'away', { ...m, penalties: shootOutOf(m) });
    if (outcome === 'V') summary.wins += 1;
    else if (outcome === 'D') summary.losses += 1;
    else summary.draws += 1;
  }
  summary.avgGoals = per(summary.goalsFor + summary.goalsAgainst, summary.played);
  return summary;
}

/** A team's figures over its finished matches of one season (`finished` holds only those). */
export function teamSeasonStats(teamId: number, season: Season, finished: MatchRow[], directory: Directory): TeamStats {
  const split = {
    home: { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 },
    away: { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 },
  };
  let gf = 0,
    ga = 0,
    clean = 0,
    btts = 0,
    over = 0;
  const timeline = finished.map((r) => {
    const home = r.homeTeamId === teamId;
    const f = (home ? r.homeScore : r.awayScore) ?? 0;
    const a = (home ? r.awayScore : r.homeScore) ?? 0;
    const s = split[home ? 'home' : 'away'];
    s.played += 1;
    s.goalsFor += f;
    s.goalsAgainst += a;
    if (f > a) s.won += 1;
    else if (f < a) s.lost += 1;
    else s.drawn += 1;
    gf += f;
    ga += a;
    if (a === 0) clean += 1;
    if (f > 0 && a > 0) btts += 1;
    if (f + a > 2.5) over += 1;
    return {
      matchId: r.id,
      matchDate: ymdIn(r.kickoffAt),
      goalsFor: f,
      goalsAgainst: a,
      opponent: directory.teams.get(home ? r.awayTeamId : r.homeTeamId)!.ref,
      round: r.round,
    };
  });
  const played = finished.length;
  return {
    competition: competitionRef(season),
    played,
    won: split.home.won + split.away.won,
    drawn: split.home.drawn + split.away.drawn,
    lost: split.home.lost + split.away.lost,
    goalsForPerMatch: per(gf, played),
    goalsAgainstPerMatch: per(ga, played),
    cleanSheets: clean,
    bothTeamsScorePct: pct(btts, played),
    over25Pct: pct(over, played),
    home: split.home,
    away: split.away,
    neutralVenues: tournamentVenues(season.code),
    timeline,
  };
}

/** A league season's percentages, goals by round and attack/defence/form rankings. */
export function leagueSeasonStats(
  rows: MatchRow[],
  directory: Directory,
): Omit<LeagueStats, 'league' | 'season' | 'seasons'> {
  const finished = rows.filter((r) => isFinished(r.status) && r.homeScore != null && r.awayScore != null);
  let goals = 0,
    home = 0,
    draw = 0,
    away = 0,
    o15 = 0,
    o25 = 0,
    o35 = 0,
    btts = 0;
  const byRound = new Map<number, { round: string; goals: number; matches: number }>();
  // Matches each round plans (a postponed one without a date does not hold its round back).
  const planned = new Map<number, number>();
  for (const r of rows)
    if (isFinished(r.status) || r.status !== MatchStatus.Postponed)
      planned.set(r.roundOrder, (planned.get(r.roundOrder) ?? 0) + 1);
  for (const r of finished) {
    const h = r.ftHome ?? r.homeScore!;
    const a = r.ftAway ?? r.awayScore!;
    const total = h + a;
    goals += total;
    if (h > a) home += 1;
    else if (h < a) away += 1;
    else draw += 1;
    if (total > 1.5) o15 += 1;
    if (total > 2.5) o25 += 1;
    if (total > 3.5) o35 += 1;
    if (h > 0 && a > 0) btts += 1;
    const entry = byRound.get(r.roundOrder) ?? { round: roundLabel(r.round), goals: 0, matches: 0 };
    entry.goals += total;
    entry.matches += 1;
    byRound.set(r.roundOrder, entry);
  }
  const n = finished.length;
  const table = computeTable(resultsOf(rows), { nameOf: (id) => directory.teams.get(id)?.name ?? '' });
  const entry = (row: (typeof table)[number], value: number) => ({
    team: directory.teams.get(row.teamId)!.ref,
    played: row.played,
    value,
    perMatch: per(value, row.played),
    form: row.form,
  });
  const points = (form: string[]) => form.reduce((sum, o) => sum + (o === 'V' ? 3 : o === 'E' ? 1 : 0), 0);
  return {
    played: n,
    goals,
    goalsPerMatch: per(goals, n),
    homeWinPct: pct(home, n),
    drawPct: pct(draw, n),
    awayWinPct: pct(away, n),
    over15Pct: pct(o15, n),
    over25Pct: pct(o25, n),
    over35Pct: pct(o35, n),
    bothTeamsScorePct: pct(btts, n),
    // Only rounds whose every match was played: a round half played is not a low-scoring round.
    goalsByRound: [...byRound.entries()]
      .filter(([order, v]) => v.matches === planned.get(order))
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v),
    rankings: {
      attack: [...table]
        .sort((a, b) => b.goalsFor / (b.played || 1) - a.goalsFor / (a.played || 1))
        .slice(0, 10)
        .map((r) => entry(r, r.goalsFor)),
      defence: [...table]
        .filter((r) => r.played)
        .sort((a, b) => a.goalsAgainst / a.played - b.goalsAgainst / b.played)
        .slice(0, 10)
        .map((r) => entry(r, r.goalsAgainst)),
      form: [...table]
        .sort((a, b) => points(b.form) - points(a.form) || b.goalDifference - a.goalDifference)
        .slice(0, 10)
        .map((r) => entry(r, points(r.form))),
    },
  };
}

/**
 * A match's stored team statistics in the page's order (TEAM_STAT_KINDS); a kind this version does
 * not know is left out. None stored: null, the source has none for this match (the page says so).
 */
export function teamStatisticsOf(
  rows: Array<{ kind: string; home: number | null; away: number | null }>,
): TeamStat[] | null {
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const stats = TEAM_STAT_KINDS.flatMap((kind) => {
    const row = byKind.get(kind);
    return row ? [{ kind, home: row.home, away: row.away }] : [];
  });
  return stats.length ? stats : null;
}

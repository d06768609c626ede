// Where a league season's fit starts (issue 36 point 1, docs/decisions/0110): last season's
// strengths, shrunk toward the league mean, instead of every team at the mean. The previous seasons
// are fitted once as of the season's first day; each team's attack and defence times `carryOver`
// (times it again per extra season of gap in the data: the Brasileirão goes from 2020 to 2025) is its
// prior, and the league's goal level and home advantage carry too. A promoted team (not in the
// previous season) gets NEWCOMER_PRIOR: the data has no division below for these leagues' seasons
// (Série B 2025 stops mid-season and is left out). A cup keeps learning from its clubs' league
// matches, decay-weighted, as before.
import { fitDixonColes, newcomerPriors, type LeaguePrior, type TeamStrength } from './dixon-coles';
import type { HistoricResult } from './backtest';
import { NEWCOMER_PRIOR, type ModelSettings } from './settings';

const DAY_MS = 86_400_000;
/** A gap longer than this between two seasons of the data means seasons missing in between. */
const SEASON_GAP_DAYS = 300;

export interface SeasonPriorInput {
  competitionId: number;
  neutral: boolean;
  results: readonly HistoricResult[];
  newcomers: ReadonlySet<number>;
  /** Start of the season's first match day (ms); absent: no carry-over. */
  seasonStart?: number;
  /** A league (carry-over applies); a cup learns from its clubs' leagues instead. */
  carry?: boolean;
}

export interface SeasonPrior {
  priors: Map<number, TeamStrength>;
  league?: LeaguePrior;
  /** The fit learns from results at or after this instant (ms). */
  learnFrom: number;
  /** Wall time of the previous seasons' fit (0 without carry-over). */
  ms: number;
}

export function seasonPrior(
  input: SeasonPriorInput,
  teamIds: Iterable<number>,
  settings: Pick<ModelSettings, 'carryOver' | 'keepOldMatches' | 'decayPerDay' | 'shrinkage'>,
): SeasonPrior {
  const plain: SeasonPrior = { priors: newcomerPriors(input.newcomers), learnFrom: -Infinity, ms: 0 };
  const start = input.seasonStart;
  if (!input.carry || start === undefined || settings.carryOver <= 0) return plain;
  const before = input.results.filter((r) => r.at < start && r.competitionId === input.competitionId);
  const learnFrom = settings.keepOldMatches ? -Infinity : start;
  if (!before.length) return { ...plain, learnFrom };
  const previous = fitDixonColes(before, {
    at: start,
    neutral: input.neutral,
    decayPerDay: settings.decayPerDay,
    shrinkage: settings.shrinkage,
  });
  const gapDays = (start - before[before.length - 1].at) / DAY_MS;
  const factor = settings.carryOver ** (1 + Math.floor(gapDays / SEASON_GAP_DAYS));
  const priors = new Map<number, TeamStrength>();
  for (const id of teamIds) {
    const team = previous.teams.get(id);
    if (input.newcomers.has(id) || !team || team.weight === 0) priors.set(id, NEWCOMER_PRIOR);
    else priors.set(id, { attack: factor * team.attack, defence: factor * team.defence });
  }
  return {
    priors,
    league: { intercept: previous.intercept, homeAdvantage: previous.homeAdvantage },
    learnFrom,
    ms: previous.ms,
  };
}

// How a league season starts (docs/decisions/0110): last season's strengths shrunk toward the league
// mean, a promoted team from the newcomer prior, and the club-name map that makes a club one team
// across seasons (without it no strength could carry over).
import { describe, expect, test } from 'vitest';
import { resolveTeam } from '@server/modules/football/identity';
import type { HistoricResult } from '@server/modules/predictions/backtest';
import { fitDixonColes } from '@server/modules/predictions/dixon-coles';
import { seasonPrior } from '@server/modules/predictions/season-prior';
import { MODEL_SETTINGS, NEWCOMER_PRIOR } from '@server/modules/predictions/settings';

const DAY = 86_400_000;
const START = Date.UTC(2023, 7, 1, 15);
const TEAMS = [1, 2, 3, 4, 5, 6];

/** A double round robin where the lower id is the better side: it wins 2-0, or draws 1-1 away from home. */
function season(seasonId: number, from: number): HistoricResult[] {
  const out: HistoricResult[] = [];
  for (const home of TEAMS)
    for (const away of TEAMS) {
      if (home === away) continue;
      const better = home < away;
      out.push({
        matchId: seasonId * 100 + out.length,
        competitionId: 1,
        seasonId,
        homeId: home,
        awayId: away,
        homeGoals: better ? 2 : 1,
        awayGoals: better ? 0 : 1,
        at: from + out.length * DAY,
      });
    }
  return out;
}

describe('carry-over prior', () => {
  const last = season(1, START);
  const nextStart = last[last.length - 1].at + 60 * DAY;
  // Team 6 went down; team 7 came up.
  const teamIds = [1, 2, 3, 4, 5, 7];
  const input = {
    competitionId: 1,
    neutral: false,
    results: last,
    newcomers: new Set([7]),
    seasonStart: nextStart,
    carry: true,
  };
  const fitted = fitDixonColes(last, {
    at: nextStart,
    decayPerDay: MODEL_SETTINGS.decayPerDay,
    shrinkage: MODEL_SETTINGS.shrinkage,
  });

  test("last season's strengths shrink toward the league mean; a promoted team gets the newcomer prior", () => {
    const start = seasonPrior(input, teamIds, MODEL_SETTINGS);
    expect(start.learnFrom).toBe(nextStart);
    const best = start.priors.get(1)!;
    const fittedBest = fitted.teams.get(1)!;
    expect(fittedBest.attack).toBeGreaterThan(0.1);
    expect(best.attack).toBeCloseTo(MODEL_SETTINGS.carryOver * fittedBest.attack, 10);
    expect(best.defence).toBeCloseTo(MODEL_SETTINGS.carryOver * fittedBest.defence, 10);
    // Shrunk: closer to the mean (0) than last season's fit, on the same side of it.
    expect(Math.abs(best.attack)).toBeLessThan(Math.abs(fittedBest.attack));
    expect(start.priors.get(5)!.attack).toBeLessThan(0);
    expect(start.priors.get(7)).toEqual(NEWCOMER_PRIOR);
    // The team that went down is not rated in the new season.
    expect(start.priors.has(6)).toBe(false);
    // The league's goal level and home advantage carry too.
    expect(start.league).toEqual({ intercept: fitted.intercept, homeAdvantage: fitted.homeAdvantage });
  });

  test('shrunk once more per season missing in the data; no carry-over for a cup or with carryOver 0', () => {
    const late = seasonPrior({ ...input, seasonStart: nextStart + 400 * DAY }, teamIds, MODEL_SETTINGS);
    const lateFit = fitDixonColes(last, { at: nextStart + 400 * DAY, shrinkage: MODEL_SETTINGS.shrinkage });
    expect(late.priors.get(1)!.attack).toBeCloseTo(MODEL_SETTINGS.carryOver ** 2 * lateFit.teams.get(1)!.attack, 10);
    for (const plain of [
      seasonPrior({ ...input, carry: false }, teamIds, MODEL_SETTINGS),
      seasonPrior(input, teamIds, { ...MODEL_SETTINGS, carryOver: 0 }),
    ]) {
      expect(plain.league).toBeUndefined();
      expect(plain.learnFrom).toBe(-Infinity);
      expect([...plain.priors]).toEqual([[7, NEWCOMER_PRIOR]]);
    }
  });
});

describe('club names joined across seasons', () => {
  const key = (raw: string, country: string) => resolveTeam(raw, { clubCountry: country }).key;

  test("an older file's spelling is the same team as the newer files'", () => {
    expect(key('AZ Alkmaar', 'NED')).toBe(key('AZ', 'NED'));
    expect(key('Boavista', 'POR')).toBe(key('Boavista FC', 'POR'));
    // A cup file writes the country after the name: same club.
    expect(resolveTeam('AZ Alkmaar (NED)', { clubCountry: null }).key).toBe(key('AZ', 'NED'));
  });

  test('an unknown name stays its own team, and a variant is read only in its own country', () => {
    expect(key('AZ Alkmaar Reserves', 'NED')).not.toBe(key('AZ', 'NED'));
    expect(key('Boavista', 'BRA')).not.toBe(key('Boavista FC', 'POR'));
  });
});

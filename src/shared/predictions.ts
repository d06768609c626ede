// The AI predictions API (/api/ai/*): match predictions (full for Pro, favourite and band for free)
// and the published backtest. The client imports the types only.
import { z } from 'zod';
import { matchSchema, teamRefSchema } from './football';
import { int4 } from './integers';

const probability = z.number().min(0).max(1);

export const outcomeSchema = z.enum(['home', 'draw', 'away']);
export type PredictedOutcome = z.infer<typeof outcomeSchema>;

/** What every user sees: the likeliest outcome and the 10-point band its probability falls in. */
export const favouriteSchema = z.object({
  outcome: outcomeSchema,
  /** The favourite team, null when the draw is the likeliest outcome. */
  team: teamRefSchema.nullable(),
  band: z.object({ from: probability, to: probability }),
  /** Why, in one or two pt-BR sentences without figures (who is stronger, home ground, thin data). */
  reason: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** What Pro users see besides the favourite. */
export const fullPredictionSchema = z.object({
  pHome: probability,
  pDraw: probability,
  pAway: probability,
  expectedGoals: z.object({ home: z.number(), away: z.number() }),
  over25: probability,
  under25: probability,
  bothTeamsScore: probability,
  topScores: z.array(z.object({ home: int4(), away: int4(), probability })),
  /** Short pt-BR sentences written from the numbers. */
  explanation: z.array(z.string()),
});
export type FullPrediction = z.infer<typeof fullPredictionSchema>;

export const predictionSchema = z.object({
  matchId: int4(),
  access: z.enum(['full', 'limited']),
  favourite: favouriteSchema,
  /** Null unless access is "full": the server never sends the numbers to a free user. */
  full: fullPredictionSchema.nullable(),
  model: z.object({
    /** When the fit used was made (ISO 8601): only results before it count. */
    fittedAt: z.string(),
    /** Matches that carried weight in the fit. */
    matches: int4(),
  }),
});
export type Prediction = z.infer<typeof predictionSchema>;

export const matchPredictionSchema = z.object({ match: matchSchema, prediction: predictionSchema });
export type MatchPrediction = z.infer<typeof matchPredictionSchema>;

export const dayPredictionsSchema = z.object({
  date: z.string(),
  access: z.enum(['full', 'limited']),
  /** The day's matches not finished yet, in the order of the matches list. */
  predictions: z.array(matchPredictionSchema),
  /** False while the first fit after start is still running. */
  ready: z.boolean(),
});
export type DayPredictions = z.infer<typeof dayPredictionsSchema>;

export const scoresSchema = z.object({
  matches: int4(),
  /** Mean Brier score summed over the three outcomes (0–2). */
  brier: z.number(),
  /** Mean ranked probability score (0–1). */
  rps: z.number(),
  /** Mean natural-log loss. */
  logLoss: z.number(),
});
export type Scores = z.infer<typeof scoresSchema>;

export const baselinesSchema = z.object({
  /** 1/3 each. */
  uniform: scoresSchema,
  /** The league's home/draw/away frequencies before the match's day. */
  frequency: scoresSchema,
});

export const calibrationBinSchema = z.object({
  from: z.number(),
  to: z.number(),
  count: int4(),
  meanPredicted: z.number(),
  observed: z.number(),
});
export type CalibrationBin = z.infer<typeof calibrationBinSchema>;

export const backtestLeagueSchema = scoresSchema.extend({
  leagueId: int4(),
  season: z.string(),
  seasonId: int4(),
  leagueName: z.string(),
  country: z.string(),
  baselines: baselinesSchema,
  elo: scoresSchema,
});
export type BacktestLeague = z.infer<typeof backtestLeagueSchema>;

const triple = z.tuple([probability, probability, probability]);

export const backtestPredictionSchema = z.object({
  matchId: int4(),
  pHome: probability,
  pDraw: probability,
  pAway: probability,
  /** Score after 90 minutes. */
  homeScore: int4(),
  awayScore: int4(),
  leagueId: int4(),
  seasonId: int4(),
  /** São Paulo day of the match; the prediction used only results from before it. */
  day: z.string(),
  /** The baselines' forecasts [home, draw, away], so their figures can be recomputed too. */
  elo: triple,
  frequency: triple,
});

export const backtestSummarySchema = z.object({
  pooled: scoresSchema.extend({ baselines: baselinesSchema, elo: scoresSchema }),
  leagues: z.array(backtestLeagueSchema),
  /** Predicted probability vs observed frequency, 10 bins, over all three outcomes of every match. */
  calibration: z.array(calibrationBinSchema),
  model: z.object({
    name: z.string(),
    version: z.string(),
    decayPerDay: z.number(),
    shrinkage: z.number(),
    /** Share of the Elo baseline in the published 1X2 (0–1). */
    eloWeight: z.number(),
    /** Factor the draw probability is multiplied by before home and away are rescaled. */
    drawFactor: z.number(),
    /** Share of last season's strengths a league season starts from (0: every team from the league mean). */
    carryOver: z.number(),
    /** Elo share by competition code where it differs from `eloWeight`. */
    eloWeightByLeague: z.record(z.string(), z.number()),
  }),
  /** Last time a prediction was added (ISO 8601), null before the first computation. */
  computedAt: z.string().nullable(),
  /** False while the first computation after start is still running. */
  ready: z.boolean(),
});
export type BacktestSummary = z.infer<typeof backtestSummarySchema>;

export const backtestSchema = backtestSummarySchema.extend({ predictions: z.array(backtestPredictionSchema) });
export type Backtest = z.infer<typeof backtestSchema>;

// Predictions: one Dixon–Coles fit per competition, redone off the request path when results change
// (a timer compares a cheap fingerprint of the finished results); forecasts cached per match; the
// backtest stored in the database, a row per predicted match, so a restart or a new result only
// computes what is missing; and the Pro gate, enforced here: a free user's answer never carries
// the numbers.
import type { FastifyBaseLogger } from 'fastify';
import { isValidYmd, ymdIn } from '@shared/datetime';
import type { Match } from '@shared/football';
import { isLive, MatchStatus } from '@shared/match-status';
import type { Backtest, DayPredictions, Favourite, MatchPrediction, Prediction } from '@shared/predictions';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../domain-errors';
import type { FootballService } from '../football/service';
import { ELO_AVERAGE, ELO_NEWCOMER, EloRatings, frequencyBaseline } from './baselines';
import { backtestLeague } from './backtest';
import { fitDixonColes, forecast as forecastOf, type DixonColesModel, type Forecast } from './dixon-coles';
import { explainPrediction, favouriteReason, type SideRecord } from './explanation';
import { predictionsRepo } from './repo';
import { buildDataset, currentSeason, emptyRecord, leagueHistory, type Dataset } from './dataset';
import { seasonPrior } from './season-prior';
import { combine, MODEL_SETTINGS, modelVersion } from './settings';
import { summarizeBacktest } from './summary';

/** What a user may see of predictions (issue 9's entitlements answer it; see app.ts). */
export type Entitlements = (userId: number | null) => Promise<{ fullPredictions: boolean }>;

/** Stored backtest rows of another version are deleted and recomputed (the model or its settings changed). */
export const MODEL_VERSION = modelVersion(MODEL_SETTINGS);

/**
 * The published backtest: the 2024/25 European seasons (the seven leagues and the Champions League)
 * and the 2025 Brasileirão, as far as they have been played in the app's calendar.
 */
export const BACKTEST_SCOPE: { season: string; codes: string[] }[] = [
  { season: '2024/25', codes: ['en.1', 'es.1', 'it.1', 'de.1', 'fr.1', 'pt.1', 'nl.1', 'uefa.cl'] },
  { season: '2025', codes: ['br.1'] },
];

/** The backtest answer is rebuilt at most this often when nothing changed (the clock moves). */
const BACKTEST_CACHE_MS = 60_000;

const MESSAGES = {
  notFound: 'Partida não encontrada',
  notPredictable: 'Só há previsão para partidas que ainda não terminaram. Veja o desempenho do modelo em /ai.',
  noModel: 'Ainda não há dados suficientes desta competição para prever a partida.',
  badDate: 'Data inválida: use o formato AAAA-MM-DD.',
};

/** A competition's current fit and the Elo ratings and draw rate its forecasts are mixed with. */
interface CompetitionModel {
  model: DixonColesModel;
  /** Competition code (its own Elo share, if any). */
  code: string;
  elo: EloRatings;
  drawRate: number;
}

interface State {
  dataset: Dataset;
  models: Map<number, CompetitionModel>;
  forecasts: Map<number, { forecast: Forecast; explanation: string[]; favourite: Favourite; model: DixonColesModel }>;
}

export interface PredictionsServiceDeps {
  db: Db;
  football: Pick<FootballService, 'matchesByIds' | 'dayMatches'>;
  entitlements: Entitlements;
  log: FastifyBaseLogger;
  now?: () => Date;
}

function favouriteOf(
  match: Match,
  p: { pHome: number; pDraw: number; pAway: number },
  why: (outcome: Favourite['outcome']) => string,
): Favourite {
  const best = Math.max(p.pHome, p.pDraw, p.pAway);
  const outcome = best === p.pHome ? 'home' : best === p.pAway ? 'away' : 'draw';
  const from = Math.min(0.9, Math.floor(best * 10) / 10);
  return {
    outcome,
    team: outcome === 'home' ? match.homeTeam : outcome === 'away' ? match.awayTeam : null,
    band: { from, to: Math.round((from + 0.1) * 10) / 10 },
    reason: why(outcome),
  };
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function createPredictionsService(deps: PredictionsServiceDeps) {
  const repo = predictionsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  let state: State | null = null;
  let fingerprint: string | null = null;
  let refreshing: Promise<void> | null = null;
  let refitting: Promise<boolean> | null = null;
  let backtestReady = false;
  let backtestGeneration = 0;
  let backtestCache: {
    key: string;
    at: number;
    value: Promise<{ full: Backtest; json: string; summaryJson: string }>;
  } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;

  async function loadDataset(at: Date): Promise<Dataset> {
    const [results, seasonList, seasonTeams] = await Promise.all([
      repo.finishedResults(at),
      repo.seasons(),
      repo.seasonTeams(),
    ]);
    return buildDataset(at, results, seasonList, seasonTeams);
  }

  /** The same fit, ratings and draw rate as the backtest's, as of the dataset's instant. */
  function fitCurrent(dataset: Dataset): Map<number, CompetitionModel> {
    const models = new Map<number, CompetitionModel>();
    const today = ymdIn(dataset.at);
    for (const [competitionId, list] of dataset.seasonsOf) {
      const season = currentSeason(list, today);
      const history = leagueHistory(dataset, season);
      const { results: learning, newcomers, neutral } = history;
      const elo = new EloRatings({ neutral, initial: (id) => (newcomers.has(id) ? ELO_NEWCOMER : ELO_AVERAGE) });
      for (const result of learning) elo.update(result);
      const teamIds = dataset.teamsOf.get(season.id) ?? new Set<number>();
      const start = seasonPrior(history, teamIds, MODEL_SETTINGS);
      models.set(competitionId, {
        model: fitDixonColes(
          learning.filter((r) => r.at >= start.learnFrom),
          {
            at: dataset.at.getTime(),
            neutral,
            priors: start.priors,
            league: start.league,
            teamIds,
            decayPerDay: MODEL_SETTINGS.decayPerDay,
            shrinkage: MODEL_SETTINGS.shrinkage,
          },
        ),
        code: season.code,
        elo,
        drawRate: frequencyBaseline(learning.filter((r) => r.competitionId === competitionId)).pDraw,
      });
    }
    return models;
  }

  /** Computes the backtest rows still missing (new finished matches, or everything after a model change). */
  async function updateBacktest(dataset: Dataset): Promise<void> {
    await repo.deleteOtherVersions(MODEL_VERSION);
    const done = await repo.backtestMatchIds(MODEL_VERSION);
    let added = 0;
    // The start log gets one summary line (issue 35 point 6); each season's figures go to debug.
    const started = performance.now();
    const totals = { seasons: 0, fits: 0, fitMs: 0, maxMs: 0 };
    for (const scope of BACKTEST_SCOPE) {
      for (const season of dataset.seasons.values()) {
        if (season.name !== scope.season || !scope.codes.includes(season.code) || stopping) continue;
        const { rows, times } = await backtestLeague(leagueHistory(dataset, season), {
          done,
          shouldStop: () => stopping,
        });
        if (!rows.length || stopping) continue;
        await repo.saveBacktest(MODEL_VERSION, rows);
        added += rows.length;
        totals.seasons += 1;
        totals.fits += times.fits;
        totals.fitMs += times.totalMs;
        totals.maxMs = Math.max(totals.maxMs, times.maxMs);
        deps.log.debug(
          `Backtest ${season.competitionName} ${season.name}: ${rows.length} previsões, ${times.fits} ajustes ` +
            `(média ${(times.totalMs / times.fits).toFixed(1)} ms, máximo ${times.maxMs.toFixed(1)} ms)`,
        );
      }
    }
    if (added) {
      backtestGeneration += 1;
      deps.log.info(
        `Backtest das previsões: ${added} jogos em ${totals.seasons} temporadas, ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s (${totals.fits} ajustes, ` +
          `média ${(totals.fitMs / Math.max(totals.fits, 1)).toFixed(1)} ms, máximo ${totals.maxMs.toFixed(1)} ms)`,
      );
    }
  }

  /** Refits every competition if the finished results changed; returns whether they had. */
  async function runRefit(): Promise<boolean> {
    const at = now();
    const current = await repo.fingerprint(at);
    if (state && current === fingerprint) return false;
    const started = performance.now();
    const dataset = await loadDataset(at);
    const models = fitCurrent(dataset);
    state = { dataset, models, forecasts: new Map() };
    fingerprint = current;
    backtestGeneration += 1;
    deps.log.info(`Previsões: ${models.size} competições ajustadas em ${(performance.now() - started).toFixed(0)} ms`);
    return true;
  }

  function refit(): Promise<boolean> {
    refitting ??= runRefit().finally(() => {
      refitting = null;
    });
    return refitting;
  }

  async function runRefresh(): Promise<void> {
    const changed = await refit();
    if (!changed && backtestReady) return;
    await updateBacktest(state!.dataset);
    backtestReady = !stopping;
    // Build the answer now, so the first request after a change does not wait for it.
    if (backtestReady) await backtestAnswer().catch(() => undefined);
  }

  /** Refits and extends the backtest if the finished results changed; concurrent callers share one run. */
  function refresh(): Promise<void> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** The current fits; the first call after start waits for them (well under a second). */
  async function current(): Promise<State> {
    if (!state) await refit();
    return state!;
  }

  function sideRecord(dataset: Dataset, model: DixonColesModel, match: Match, side: 'home' | 'away'): SideRecord {
    const team = side === 'home' ? match.homeTeam : match.awayTeam;
    const record = dataset.records.get(match.competition?.seasonId ?? -1)?.get(team.id) ?? emptyRecord();
    const fitted = model.teams.get(team.id);
    return {
      name: team.name,
      games: side === 'home' ? record.homeGames : record.awayGames,
      scored: side === 'home' ? record.homeScored : record.awayScored,
      conceded: side === 'home' ? record.homeConceded : record.awayConceded,
      strength: fitted ?? { ...(model.priors.get(team.id) ?? { attack: 0, defence: 0 }), weight: 0 },
    };
  }

  function predict(s: State, match: Match, full: boolean): Prediction {
    let cached = s.forecasts.get(match.id);
    if (!cached) {
      const fitted = match.competition && s.models.get(match.competition.id);
      if (!fitted) throw notFound(MESSAGES.noModel);
      const { model } = fitted;
      const scores = forecastOf(model, match.homeTeam.id, match.awayTeam.id);
      // The 1X2 is the published mix (as in the backtest); goals and scores stay Dixon–Coles's own.
      const elo = fitted.elo.probabilities(match.homeTeam.id, match.awayTeam.id, fitted.drawRate);
      const forecast: Forecast = { ...scores, ...combine(scores, elo, MODEL_SETTINGS, fitted.code) };
      const home = sideRecord(s.dataset, model, match, 'home');
      const away = sideRecord(s.dataset, model, match, 'away');
      const explanation = explainPrediction(home, away, forecast);
      const favourite = favouriteOf(match, forecast, (outcome) =>
        favouriteReason(home, away, outcome, model.homeAdvantage === 0),
      );
      cached = { forecast, explanation, favourite, model };
      s.forecasts.set(match.id, cached);
    }
    const { forecast, explanation, favourite, model } = cached;
    return {
      matchId: match.id,
      access: full ? 'full' : 'limited',
      favourite,
      full: full
        ? {
            pHome: round4(forecast.pHome),
            pDraw: round4(forecast.pDraw),
            pAway: round4(forecast.pAway),
            expectedGoals: {
              home: Math.round(forecast.expectedGoals.home * 100) / 100,
              away: Math.round(forecast.expectedGoals.away * 100) / 100,
            },
            over25: round4(forecast.over25),
            under25: round4(forecast.under25),
            bothTeamsScore: round4(forecast.bothTeamsScore),
            topScores: forecast.topScores.map((s) => ({ ...s, probability: round4(s.probability) })),
            explanation,
          }
        : null,
      model: { fittedAt: new Date(model.at).toISOString(), matches: model.matches },
    };
  }

  const predictable = (match: Match) => match.status === MatchStatus.Scheduled || isLive(match.status);

  async function fullAccess(userId: number | null): Promise<boolean> {
    return (await deps.entitlements(userId)).fullPredictions;
  }

  // ---- backtest answer ----------------------------------------------------------------------

  async function buildBacktest(at: Date): Promise<Backtest> {
    return summarizeBacktest(await repo.backtest(MODEL_VERSION, at), backtestReady);
  }

  function backtestAnswer() {
    const at = now();
    const key = `${backtestGeneration}|${backtestReady}`;
    if (!backtestCache || backtestCache.key !== key || Date.now() - backtestCache.at > BACKTEST_CACHE_MS) {
      const value = buildBacktest(at).then((full) => {
        const { predictions: _predictions, ...summary } = full;
        return { full, json: JSON.stringify(full), summaryJson: JSON.stringify(summary) };
      });
      value.catch(() => (backtestCache = null));
      backtestCache = { key, at: Date.now(), value };
    }
    return backtestCache.value;
  }

  return {
    refresh,

    /** First fit and backtest in the background, then a fingerprint check every `intervalMs`. */
    start(intervalMs: number): void {
      stopping = false;
      const run = () => refresh().catch((error) => deps.log.error({ err: error }, 'predictions refresh failed'));
      void run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await refreshing?.catch(() => undefined);
      await refitting?.catch(() => undefined);
    },

    /** The published backtest as JSON text (built once per change, shared by every request). */
    async backtestJson(): Promise<{ json: string; ready: boolean }> {
      const answer = await backtestAnswer();
      return { json: answer.json, ready: answer.full.ready };
    },
    /** The same without the per-match list (what the /ai page draws). */
    async backtestSummaryJson(): Promise<{ json: string; ready: boolean }> {
      const answer = await backtestAnswer();
      return { json: answer.summaryJson, ready: answer.full.ready };
    },
    async backtest(): Promise<Backtest> {
      return (await backtestAnswer()).full;
    },

    async dayPredictions(options: { date?: string; league?: number }, userId: number | null): Promise<DayPredictions> {
      if (options.date !== undefined && !isValidYmd(options.date)) throw invalid(MESSAGES.badDate);
      const [day, s, full] = await Promise.all([
        deps.football.dayMatches({ date: options.date, league: options.league }),
        current(),
        fullAccess(userId),
      ]);
      return {
        date: day.date,
        access: full ? 'full' : 'limited',
        predictions: day.matches
          .filter((match) => predictable(match) && match.competition && s.models.has(match.competition.id))
          .map((match): MatchPrediction => ({ match, prediction: predict(s, match, full) })),
        ready: true,
      };
    },

    async matchPrediction(idText: string, userId: number | null): Promise<MatchPrediction> {
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound(MESSAGES.notFound);
      const [[match], s, full] = await Promise.all([deps.football.matchesByIds([id]), current(), fullAccess(userId)]);
      if (!match) throw notFound(MESSAGES.notFound);
      if (!predictable(match)) throw notFound(MESSAGES.notPredictable);
      return { match, prediction: predict(s, match, full) };
    },

    /** For the benchmark and the tests: the current fit of a competition. */
    async modelOf(competitionId: number): Promise<DixonColesModel | undefined> {
      return (await current()).models.get(competitionId)?.model;
    },
  };
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;

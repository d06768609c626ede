export { AiPage } from './components/ai-page';
export { MatchPredictionPanel } from './components/match-prediction-panel';
export { backtestSummaryQueryOptions, dayPredictionsQueryOptions, matchPredictionQueryOptions } from './api';

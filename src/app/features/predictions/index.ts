export { PredictionsPage } from './pages/predictions-page';
export { MatchPredictionPanel } from './components/match-prediction-panel';
export { backtestSummaryQueryOptions, dayPredictionsQueryOptions, matchPredictionQueryOptions } from './api';

// The predictions feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export {
  backtestSummaryQueryOptions,
  dayPredictionsQueryOptions,
  matchPredictionQueryOptions,
  predictionKeys,
} from './api';
export { MatchPredictionPanel } from './components/match-prediction-panel';
export { PredictionsPage } from './pages/predictions-page';

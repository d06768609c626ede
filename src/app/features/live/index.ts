// The live feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { ConnectionIndicator } from './components/connection-indicator';
export { LiveDataAge } from './components/data-age';
export { LiveMatchesProvider, useLiveMatches } from './provider';
export { useTodayMatches } from './today';

// The live feature's public surface, for routes and layout.
export { LiveMatchesProvider, useLiveMatches, useLiveSync } from './provider';
export { ConnectionIndicator } from './components/connection-indicator';
export { LiveDataAge } from './components/data-age';
export { useTodayMatches } from './today';

// The football feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export {
  dayMatchesQueryOptions,
  h2hQueryOptions,
  leagueDetailQueryOptions,
  leaguesQueryOptions,
  leagueStatsQueryOptions,
  matchDetailQueryOptions,
  matchesViewQueryOptions,
  playerDetailQueryOptions,
  teamDetailQueryOptions,
} from './api';
export { MatchGroups } from './components/match-list';
export { MatchRow } from './components/match-row';
export { LeagueNotFound, MatchNotFound, PlayerNotFound, TeamNotFound } from './components/not-found';
export { SavedPages } from './components/saved-pages';
export { type FootballSlots, FootballSlotsProvider } from './slots';
export { H2hPage, H2hPickerPage } from './pages/h2h-page';
export { HomePage } from './pages/home-page';
export { LeaguePage } from './pages/league-page';
export { LeaguesPage } from './pages/leagues-page';
export { MatchPage } from './pages/match-page';
export { MatchesPage } from './pages/matches-page';
export { PlayerPage } from './pages/player-page';
export { StatsPage } from './pages/stats-page';
export { TeamPage } from './pages/team-page';

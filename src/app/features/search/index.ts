// The search feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { directorySearchQueryOptions, matchSearchQueryOptions } from './api';
export { SearchPage } from './pages/search-page';
export { searchPageParams } from './params';

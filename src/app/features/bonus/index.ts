// The bonus feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { bonusQueryOptions } from './api';
export { HomeBonus } from './components/home-bonus';
export { BonusPage } from './pages/bonus-page';

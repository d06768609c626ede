export { bonusQueryOptions } from './api';
export { BonusPage } from './pages/bonus-page';
export { HomeBonus } from './components/home-bonus';

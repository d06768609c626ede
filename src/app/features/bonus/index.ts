export { bonusQueryOptions } from './api';
export { BonusPage } from './components/bonus-page';
export { HomeBonus } from './components/home-bonus';

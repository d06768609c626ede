export { updatesQueryOptions } from './api';
export { UpdatesPage } from './pages/updates-page';

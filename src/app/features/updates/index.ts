export { updatesQueryOptions } from './api';
export { UpdatesPage } from './components/updates-page';

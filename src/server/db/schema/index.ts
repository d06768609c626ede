// Every table of the app; each domain keeps its tables in its own file here.
export * from './football';
export * from './players';
export * from './match-statistics';
export * from './auth';
export * from './live';
export * from './predictions';
export * from './billing';
export * from './content';
export * from './news';
export * from './notifications';
export * from './admin';
export * from './jobs';
export * from './contact';
export * from './data-sync';

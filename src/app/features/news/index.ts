// The news feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { newsArticleQueryOptions, newsListQueryOptions } from './api';
export { NewsSection } from './components/news-section';
export { NewsArticleSkeleton, NewsListSkeleton, NewsNotFound } from './components/skeletons';
export { NewsArticlePage } from './pages/article-page';
export { NewsListPage } from './pages/news-list-page';

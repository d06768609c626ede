export { NewsListPage } from './pages/news-list-page';
export { NewsArticlePage } from './pages/article-page';
export { NewsArticleSkeleton, NewsListSkeleton, NewsNotFound } from './components/skeletons';
export { NewsSection } from './components/news-section';
export { newsArticleQueryOptions, newsListQueryOptions, type NewsFilters } from './api';

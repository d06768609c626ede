export { NewsListPage, NewsListSkeleton } from './components/news-list-page';
export { NewsArticlePage, NewsArticleSkeleton, NewsNotFound } from './components/article-page';
export { NewsSection } from './components/news-section';
export { newsArticleQueryOptions, newsListQueryOptions, type NewsFilters } from './api';

// News: categories and page size, shared by the API and the client (no zod here: the client imports
// these at run time).

/** Article categories, as they appear in URLs (`/news?category=resumos`), with their labels. */
export const NEWS_CATEGORIES = ['resumos', 'rodadas', 'noticias', 'analises'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  resumos: 'Resumos',
  rodadas: 'Rodadas',
  noticias: 'Notícias',
  analises: 'Análises',
};

/** Articles per page of `GET /api/news`. */
export const NEWS_PAGE_SIZE = 12;

/** The mark every generated article carries (spec: "Resumo automático"). */
export const AUTOMATIC_REPORT_LABEL = 'Resumo automático';

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

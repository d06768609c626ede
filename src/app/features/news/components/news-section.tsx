// The latest news for another page (the home's news section): no layout of its own beyond a
// heading and a list, so the page places it. `enabled` lets the page fetch only when the section
// is due (spec §4: 300 ms delay, threshold 0.1, margin 50 px, decided by the page).
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Newspaper } from 'lucide-react';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { ApiError } from '@app/lib/api';
import { newsListQueryOptions } from '../api';
import { NewsCard } from './news-card';
import { NewsCardSkeleton } from './skeletons';

export function NewsSection({
  limit = 4,
  enabled = true,
  title = 'Notícias',
  compact = false,
}: {
  limit?: number;
  enabled?: boolean;
  title?: string;
  compact?: boolean;
}) {
  const query = useQuery({ ...newsListQueryOptions(), enabled });
  const items = query.data?.items.slice(0, limit) ?? [];
  return (
    <section aria-labelledby="news-section-title" className="grid gap-3">
      <div className="flex items-center justify-between">
        <h2 id="news-section-title" className="text-lg font-semibold">
          {title}
        </h2>
        <Link to="/news" className="flex items-center gap-1 text-sm text-info hover:underline">
          Ver todas <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {/* Before its turn it shows an answer already in the cache (the server render's, on the home). */}
      {(!enabled && !query.data) || query.isPending ? (
        <div className="grid gap-3" aria-busy="true" role="status" aria-label="Carregando notícias">
          {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
            <NewsCardSkeleton key={i} compact={compact} />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Não foi possível carregar as notícias"
          message={query.error instanceof ApiError ? query.error.message : 'Ocorreu um erro inesperado.'}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title="Nenhuma notícia publicada"
          description="Os resumos aparecem assim que as partidas terminam."
        />
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} compact={compact} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// /news: category tabs (links, so the filter lives in the URL), the team filter (a team's chip on
// any card, removable here), pages of 12 with previous/next, skeletons while a page loads, and an
// empty state that says which filter found nothing.
import { Link, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Newspaper, X } from 'lucide-react';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, type NewsCategory } from '@shared/news-rules';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { buttonClasses } from '@app/components/ui/button';
import { cn } from '@app/components/ui/cn';
import { ApiError } from '@app/lib/api';
import { newsListQueryOptions, type NewsFilters } from '../api';
import { NewsCard } from '../components/news-card';
import { Piece } from '@app/lib/hydration-pieces';
import { NewsCardSkeleton } from '../components/skeletons';

const tabClass = (active: boolean) =>
  cn(
    'flex h-10 shrink-0 items-center rounded-md px-4 text-sm font-semibold transition-colors',
    active ? 'bg-surface text-text' : 'text-text-muted hover:text-text',
  );

/** Tabs answer from the address, as the router's own active mark does: a clicked tab is current at
 *  once (only one is), while the list below stays marked busy until its page has come. */
const EXACT = { exact: true, includeSearch: true };

function CategoryTabs({ team }: { team?: number }) {
  const category = useLocation({ select: (location) => (location.search as NewsFilters).category });
  const tabs: { value?: NewsCategory; label: string }[] = [
    { label: 'Todas' },
    ...NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value] })),
  ];
  return (
    <nav aria-label="Categorias" className="mb-4 flex gap-1 overflow-x-auto rounded-lg bg-surface-2 p-1 md:w-fit">
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to="/news"
          search={{ category: tab.value, team }}
          activeOptions={EXACT}
          className={tabClass(category === tab.value)}
          aria-current={category === tab.value ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function NewsListPage({ category, team, page = 1 }: NewsFilters) {
  const query = useQuery(newsListQueryOptions({ category, team, page }));
  const data = query.data;
  const teamRef = team ? data?.items.flatMap((i) => i.teams).find((t) => t.id === team) : undefined;
  // Another filter's page on its way: the previous cards stay, dimmed and marked busy.
  const stale = query.isPlaceholderData;
  return (
    <Page title="Notícias" description="Resumos das partidas, das rodadas e notícias do futebol.">
      <CategoryTabs team={team} />
      {team && (
        <div className="mb-4 flex items-center gap-2 text-sm">
          <span className="text-text-muted">Time:</span>
          <Link
            to="/news"
            search={{ category }}
            className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1 hover:border-text-muted"
            aria-label={`Remover o filtro de time${teamRef ? ` ${teamRef.name}` : ''}`}
          >
            {teamRef && <img src={teamRef.img} alt="" className="h-4 w-4" />}
            {teamRef?.name ?? 'Time selecionado'}
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        </div>
      )}
      {query.isPending ? (
        <div className="grid gap-3" aria-busy="true" role="status" aria-label="Carregando notícias">
          {Array.from({ length: 6 }, (_, i) => (
            <NewsCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && (!data || stale) ? (
        <ErrorState
          title="Não foi possível carregar as notícias"
          message={query.error instanceof ApiError ? query.error.message : 'Ocorreu um erro inesperado.'}
          onRetry={() => void query.refetch()}
        />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title={page > 1 ? 'Não há mais notícias' : 'Nenhuma notícia por aqui'}
          description={
            category || team
              ? 'Nenhuma notícia publicada com este filtro. Tente outra categoria ou todos os times.'
              : 'Ainda não há notícias publicadas. Os resumos aparecem assim que as partidas terminam.'
          }
          action={
            category || team || page > 1 ? (
              <Link to="/news" className={buttonClasses('secondary', 'sm')}>
                Ver todas as notícias
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul
            className={cn('grid gap-3 transition-opacity', stale && 'opacity-60')}
            aria-label="Notícias"
            aria-busy={stale || undefined}
          >
            {data.items.map((item) => (
              <li key={item.id}>
                <Piece>
                  <NewsCard item={item} heading="h2" />
                </Piece>
              </li>
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav aria-label="Páginas" className="mt-5 flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link
                  to="/news"
                  search={{ category, team, page: page - 1 > 1 ? page - 1 : undefined }}
                  className={buttonClasses('secondary', 'sm')}
                >
                  <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Anteriores
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-text-muted">
                Página {page} de {data.totalPages}
              </span>
              {page < data.totalPages ? (
                <Link
                  to="/news"
                  search={{ category, team, page: page + 1 }}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Mais notícias <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </Page>
  );
}

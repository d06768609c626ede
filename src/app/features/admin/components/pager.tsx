import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@app/components/ui/button';

/**
 * The pager of the admin lists (users, subscriptions, payments, articles): the count, "página X de
 * Y" and previous/next, reading and writing `page` of the list's URL search (page 1 when absent).
 */
export function AdminPager<S extends { page?: number }>({
  search,
  onSearch,
  pageSize,
  total,
}: {
  search: S;
  onSearch: (next: S) => void;
  pageSize: number;
  total: number;
}) {
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (next: number) => onSearch({ ...search, page: next });
  return (
    <nav aria-label="Paginação" className="mt-3 flex items-center justify-between gap-2 text-sm text-text-muted">
      <span>
        {total === 0 ? 'Nenhum resultado' : `${total} ${total === 1 ? 'resultado' : 'resultados'}`} · página {page} de{' '}
        {pages}
      </span>
      <span className="flex gap-1">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Anterior
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
          Próxima <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}

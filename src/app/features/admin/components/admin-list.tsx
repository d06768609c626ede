// The shape the admin's users, subscriptions and payments lists share: the page with its CSV export, the
// filters, the table in its four states (QueryList) and the pager, so each page only says its filters,
// its columns and its row.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { QueryList } from '@app/components/ui/query-list';
import { EmptyState } from '@app/components/ui/empty-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { queryString } from '../api';
import { ExportLink } from './export-link';
import { AdminPager } from './pager';
import { TableFrame, th } from './table';

/** The page size of the admin lists (the server pages them). */
export const ADMIN_PAGE_SIZE = 25;

export function AdminList<S extends { page?: number }, TItem extends { id: number }>({
  title,
  description,
  exportPath,
  search,
  onSearch,
  filters,
  query,
  empty,
  columns,
  rowClassName,
  row,
}: {
  title: string;
  description: string;
  /** The CSV export of this list; it gets the list's filters (not the page). */
  exportPath: string;
  search: S;
  onSearch: (next: S) => void;
  /** The filters above the table (they write the URL search). */
  filters: ReactNode;
  query: UseQueryResult<{ items: TItem[]; total: number }>;
  empty: { icon: LucideIcon; title: string; description: string };
  /** The column headings; the table's accessible name is the title. */
  columns: string[];
  rowClassName?: string;
  /** One row's cells. */
  row: (item: TItem) => ReactNode;
}) {
  const { page: _page, ...exportFilters } = search;
  return (
    <Page
      title={title}
      description={description}
      actions={<ExportLink href={`${exportPath}${queryString(exportFilters)}`} />}
    >
      {filters}
      <QueryList
        query={query}
        items={(data) => data.items}
        loading={<Skeleton className="h-96 w-full" />}
        empty={<EmptyState icon={empty.icon} title={empty.title} description={empty.description} />}
      >
        {(items, data) => (
          <>
            <TableFrame label={title}>
              <thead className="border-b border-border">
                <tr>
                  {columns.map((column) => (
                    <th key={column} className={th}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {items.map((item) => (
                  <tr key={item.id} className={rowClassName}>
                    {row(item)}
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <AdminPager search={search} onSearch={onSearch} pageSize={ADMIN_PAGE_SIZE} total={data.total} />
          </>
        )}
      </QueryList>
    </Page>
  );
}

// A list read by one query, in its four states: the error with "Tentar novamente", the loading
// placeholder, the empty state, then the items. The admin lists, the user's payments, /updates and
// /bonus show theirs through it, so each page only says what its states look like.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './error-state';

export function QueryList<TData, TItem>({
  query,
  items,
  loading,
  empty,
  errorTitle,
  children,
}: {
  query: UseQueryResult<TData>;
  /** The list in the answer. */
  items: (data: TData) => TItem[];
  loading: ReactNode;
  /** What an empty list shows; without it, `children` render the empty list. */
  empty?: ReactNode;
  /** The error's heading (the error state's own "Algo deu errado" without it). */
  errorTitle?: string;
  /** The items, with the whole answer for what comes beside them (a total, a link). */
  children: (items: TItem[], data: TData) => ReactNode;
}) {
  if (query.isError) {
    return <ErrorState title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return loading;
  const list = items(query.data);
  return list.length === 0 && empty !== undefined ? empty : children(list, query.data);
}

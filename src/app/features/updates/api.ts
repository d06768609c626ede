// The changelog of /updates as a TanStack Query `queryOptions` factory (loaded by the route).
import { queryOptions } from '@tanstack/react-query';
import type { UpdateList } from '@shared/updates';
import { apiFetch } from '@app/lib/api';

export const updatesKeys = { all: ['updates'] as const };

export const updatesQueryOptions = () =>
  queryOptions({
    queryKey: updatesKeys.all,
    queryFn: ({ signal }) => apiFetch<UpdateList>('/api/updates', { signal }),
    staleTime: 5 * 60_000,
  });

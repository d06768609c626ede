// The bonus offers as a TanStack Query `queryOptions` factory: /bonus loads it in its loader, the
// home's right column reads it with `enabled` once its lazy rule says so.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusList } from '@shared/bonus';
import { apiFetch } from '@app/lib/api';

export const bonusKeys = { all: ['bonus'] as const };

export const bonusQueryOptions = () =>
  queryOptions({
    queryKey: bonusKeys.all,
    queryFn: ({ signal }) => apiFetch<BonusList>('/api/bonus', { signal }),
  });

export function useBonusOffers({ enabled = true } = {}) {
  return useQuery({ ...bonusQueryOptions(), enabled });
}

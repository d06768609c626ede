// TanStack Query with the defaults of spec §9.
import { QueryClient } from '@tanstack/react-query';
import { QUERY } from '@shared/constants';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY.default },
      mutations: { retry: false },
    },
  });
}

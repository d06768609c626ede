// Following teams (and matches), one tap (issue 10 point 4): the signed-in user's follows as a query,
// toggled optimistically with PUT /api/user/follows (the whole set). A refusal (the free plan's
// limit, 403) puts the old set back and says why, with the plans page one tap away. Offline the
// service worker queues the PUT and replays it; the optimistic set stands meanwhile.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, isNetworkError } from '@app/lib/api';
import { toast } from '@app/components/ui/toast-store';
import { notificationKeys, followsQueryOptions, putFollows, type Follows } from './api';
import { useNotificationsUser } from './provider';

const NONE: Follows = { teams: [], matches: [] };

/** What the signed-in user follows (empty for a visitor). */
export function useFollows(): Follows {
  const userId = useNotificationsUser();
  const query = useQuery({ ...followsQueryOptions(), enabled: userId !== null });
  return (userId !== null && query.data) || NONE;
}

export function useFollowedTeamIds(): number[] {
  return useFollows().teams;
}

export type FollowKind = 'teams' | 'matches';

/** Toggles one team or match; returns a function taking the id. */
export function useToggleFollow(kind: FollowKind) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: putFollows,
    // Sent also offline (React Query would pause it in this tab): the service worker queues the PUT
    // and replays it when the connection returns, even if this tab is closed by then.
    networkMode: 'always',
    onMutate: async (next: Follows) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.follows });
      const previous = queryClient.getQueryData<Follows>(notificationKeys.follows);
      queryClient.setQueryData(notificationKeys.follows, next);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.follows, saved),
    onError: (error, _next, context) => {
      if (isNetworkError(error) && !navigator.onLine) {
        toast({ title: 'Sem conexão', description: 'Salvaremos quando a conexão voltar.' });
        return;
      }
      if (context?.previous) queryClient.setQueryData(notificationKeys.follows, context.previous);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.follows });
      const upgrade =
        error instanceof ApiError && error.status === 403 && typeof error.body === 'object' && error.body
          ? (error.body as { upgradeUrl?: string }).upgradeUrl
          : undefined;
      toast({
        variant: 'destructive',
        title: 'Não foi possível seguir',
        description: error.message,
        action: upgrade
          ? { label: 'Ver planos', altText: 'Ver planos', onClick: () => window.location.assign(upgrade) }
          : undefined,
      });
    },
  });
  return (id: number) => {
    const current = queryClient.getQueryData<Follows>(notificationKeys.follows) ?? NONE;
    const list = current[kind];
    const nextList = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
    mutation.mutate({ ...current, [kind]: nextList });
  };
}

import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { orNotFound } from '@app/lib/route-data';
import { playerDetailQueryOptions, PlayerNotFound } from '@app/features/football';

/** Without a slug: loads the player, then moves to /player/{id}/{slug}. */
export const Route = createFileRoute('/player/$playerId')({
  loader: async ({ context, params }) => {
    const { player } = await orNotFound(context.queryClient.ensureQueryData(playerDetailQueryOptions(params.playerId)));
    throw redirect({
      to: '/player/$playerId/$playerSlug',
      params: { playerSlug: player.slug, playerId: params.playerId },
      replace: true,
    });
  },
  pendingComponent: () => <PageSkeleton blocks={[112, 200, 288]} />,
  notFoundComponent: PlayerNotFound,
});

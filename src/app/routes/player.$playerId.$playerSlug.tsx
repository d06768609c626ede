import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { orNotFound } from '@app/lib/route-data';
import { playerDetailQueryOptions, PlayerPage, PlayerNotFound } from '@app/features/football';
import { routeHead } from '@app/lib/seo';

export const Route = createFileRoute('/player/$playerId/$playerSlug')({
  loader: async ({ context, params }) => {
    const detail = await orNotFound(context.queryClient.ensureQueryData(playerDetailQueryOptions(params.playerId)));
    // A wrong slug goes to the canonical address.
    if (params.playerSlug !== detail.player.slug) {
      throw redirect({
        to: '/player/$playerId/$playerSlug',
        params: { playerSlug: detail.player.slug, playerId: params.playerId },
        replace: true,
      });
    }
    return detail;
  },
  head: ({ loaderData }) => (loaderData ? routeHead((seo, site) => seo.playerSeo(loaderData, site)) : {}),
  pendingComponent: () => <PageSkeleton blocks={[112, 200, 288]} />,
  notFoundComponent: PlayerNotFound,
  component: RoutePage,
});

function RoutePage() {
  const { playerId } = Route.useParams();
  return <PlayerPage playerId={playerId} />;
}

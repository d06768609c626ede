import { createFileRoute, redirect } from '@tanstack/react-router';
import { matchSlug } from '@shared/slug';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { orNotFound } from '@app/lib/route-data';
import { matchDetailQueryOptions, MatchPage, MatchNotFound } from '@app/features/football';
import { MatchPredictionPanel, matchPredictionQueryOptions } from '@app/features/predictions';
import { routeHead } from '@app/lib/seo';

export const Route = createFileRoute('/match/$slug/$matchId')({
  loader: async ({ context, params }) => {
    // The server render fills the prediction card too (a skeleton there would grow after hydration);
    // the browser asks for it from the card itself.
    const prediction = import.meta.env.SSR
      ? context.queryClient.prefetchQuery(matchPredictionQueryOptions(Number(params.matchId)))
      : undefined;
    const detail = await orNotFound(context.queryClient.ensureQueryData(matchDetailQueryOptions(params.matchId)));
    await prediction;
    // A wrong slug goes to the canonical address.
    const slug = matchSlug(detail.match.homeTeam.name, detail.match.awayTeam.name);
    if (params.slug !== slug) {
      throw redirect({ to: '/match/$slug/$matchId', params: { slug, matchId: params.matchId }, replace: true });
    }
    return detail;
  },
  head: ({ loaderData }) => (loaderData ? routeHead((seo, site) => seo.matchSeo(loaderData, site)) : {}),
  pendingComponent: () => <PageSkeleton blocks={[224, 128, 256]} />,
  notFoundComponent: MatchNotFound,
  component: RoutePage,
});

function RoutePage() {
  const { matchId } = Route.useParams();
  return <MatchPage matchId={matchId} prediction={predictionPanel} />;
}

const predictionPanel = (match: { id: number }) => <MatchPredictionPanel matchId={match.id} />;

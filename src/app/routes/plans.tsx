import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { PlansPage, plansQueryOptions } from '@app/features/billing';
import { useAuth } from '@app/features/auth';
import { routeHead } from '@app/lib/seo';

export const Route = createFileRoute('/plans')({
  loader: ({ context }) => context.queryClient.ensureQueryData(plansQueryOptions()),
  // The FAQ (in the page's chunk too) comes with the SEO builders, not in the first load.
  head: () =>
    routeHead(async (seo, site) => {
      const { PLANS_FAQ } = await import('@shared/plans-faq');
      return seo.staticSeo('/plans', site, { faq: PLANS_FAQ });
    }),
  pendingComponent: () => <PageSkeleton blocks={[420, 320]} />,
  component: RoutePage,
});

function RoutePage() {
  const { user } = useAuth();
  return <PlansPage signedIn={Boolean(user)} />;
}

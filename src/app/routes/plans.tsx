import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { PlansPage } from '@app/features/billing/components/plans-page';
import { plansQueryOptions } from '@app/features/billing/api';
import { useAuth } from '@app/features/auth/hooks/use-auth';
import { PLANS_FAQ } from '@shared/plans-faq';
import { staticSeo } from '@shared/seo';
import { routeHead, seoSite } from '@app/lib/seo';

export const Route = createFileRoute('/plans')({
  loader: ({ context }) => context.queryClient.ensureQueryData(plansQueryOptions()),
  head: () => routeHead(staticSeo('/plans', seoSite(), { faq: PLANS_FAQ })),
  pendingComponent: () => <PageSkeleton blocks={[420, 320]} />,
  component: RoutePage,
});

function RoutePage() {
  const { user } = useAuth();
  return <PlansPage signedIn={Boolean(user)} />;
}

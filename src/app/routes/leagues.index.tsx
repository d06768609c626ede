import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { leaguesQueryOptions, LeaguesPage } from '@app/features/football';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/leagues/')({
  head: staticHead('/leagues'),
  loader: ({ context }) => context.queryClient.ensureQueryData(leaguesQueryOptions()),
  pendingComponent: () => <PageSkeleton blocks={[240, 240]} />,
  component: LeaguesPage,
});

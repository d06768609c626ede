import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { UpdatesPage, updatesQueryOptions } from '@app/features/updates';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/updates')({
  head: staticHead('/updates'),
  // A failure is shown by the page, with 'Tentar novamente'.
  loader: ({ context }) => context.queryClient.ensureQueryData(updatesQueryOptions()).catch(() => undefined),
  pendingComponent: () => <PageSkeleton blocks={[220, 180]} />,
  component: UpdatesPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { BonusPage, bonusQueryOptions } from '@app/features/bonus';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/bonus')({
  head: staticHead('/bonus'),
  // A failure is shown by the page, with 'Tentar novamente'.
  loader: ({ context }) => context.queryClient.ensureQueryData(bonusQueryOptions()).catch(() => undefined),
  pendingComponent: () => <PageSkeleton blocks={[280, 280]} />,
  component: BonusPage,
});

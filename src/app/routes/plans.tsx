import { createFileRoute } from '@tanstack/react-router';
import { PlansPage, plansQueryOptions } from '@app/features/billing';
import { useAuth } from '@app/features/auth';

export const Route = createFileRoute('/plans')({
  // Offline or server down: the page shows its own error state with 'Tentar novamente'.
  loader: ({ context }) => context.queryClient.ensureQueryData(plansQueryOptions()).catch(() => undefined),
  component: RoutePage,
});

function RoutePage() {
  const { user } = useAuth();
  return <PlansPage signedIn={Boolean(user)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { LoadingScreen } from '@app/components/ui/loading-screen';
import { requireUser, SessionCheckError } from '@app/features/auth';

/** Login-required pages (/profile, /checkout, /pix-renewal/{paymentId}): the spec §4 guard, before anything loads. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location, preload }) => ({
    user: await requireUser(context.queryClient, { location, preload }),
  }),
  pendingComponent: () => <LoadingScreen />,
  errorComponent: SessionCheckError,
});

import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { ApiError } from '@app/lib/api';
import { PixRenewalPage, paymentQueryOptions } from '@app/features/billing';
import { NotFoundPage } from '../../layout/not-found';

const idOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);

export const Route = createFileRoute('/_authenticated/pix-renewal/$paymentId')({
  loader: async ({ context, params }) => {
    const id = idOf(params.paymentId);
    if (!id) throw notFound();
    try {
      await context.queryClient.ensureQueryData(paymentQueryOptions(id));
    } catch (error) {
      // Someone else's payment is 404 like a missing one; other failures show the page's own retry.
      if (error instanceof ApiError && error.status === 404) throw notFound();
    }
  },
  component: RoutePage,
});

function RoutePage() {
  const { paymentId } = Route.useParams();
  const navigate = useNavigate();
  const id = idOf(paymentId);
  if (!id) return <NotFoundPage />;
  return (
    <PixRenewalPage
      paymentId={id}
      notFound={<NotFoundPage />}
      onRenewed={(next) => void navigate({ to: '/pix-renewal/$paymentId', params: { paymentId: String(next) } })}
    />
  );
}

import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { orNotFound } from '@app/lib/route-data';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { PixRenewalPage, paymentQueryOptions } from '@app/features/billing';
import { NotFoundPage } from '../../layout/not-found';

const idOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);

export const Route = createFileRoute('/_authenticated/pix-renewal/$paymentId')({
  // Someone else's payment is 404 like a missing one: the not-found page.
  loader: ({ context, params }) => {
    const id = idOf(params.paymentId);
    if (!id) throw notFound();
    return orNotFound(context.queryClient.ensureQueryData(paymentQueryOptions(id)));
  },
  pendingComponent: () => <PageSkeleton blocks={[420, 200]} />,
  notFoundComponent: NotFoundPage,
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

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PAYMENT_METHODS } from '@shared/billing-rules';
import { optionalEnum, optionalId, optionalText, searchSchema } from '@app/lib/search-params';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { CheckoutPage, plansQueryOptions, subscriptionQueryOptions } from '@app/features/billing';

const validateSearch = searchSchema({ plan: optionalText, payment: optionalId, method: optionalEnum(PAYMENT_METHODS) });

export const Route = createFileRoute('/_authenticated/checkout/')({
  validateSearch,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(plansQueryOptions()),
      context.queryClient.ensureQueryData(subscriptionQueryOptions()),
    ]),
  pendingComponent: () => <PageSkeleton blocks={[420, 280]} />,
  component: RoutePage,
});

function RoutePage() {
  const { plan, payment, method } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CheckoutPage
      planId={plan}
      paymentId={payment}
      initialMethod={method}
      onPixCreated={(paymentId) => void navigate({ to: '/checkout', search: { plan, payment: paymentId } })}
      onLeavePix={() => void navigate({ to: '/checkout', search: { plan, method: 'pix' } })}
    />
  );
}

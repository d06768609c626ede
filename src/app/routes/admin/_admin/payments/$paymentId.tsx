import { createFileRoute } from '@tanstack/react-router';
import { PaymentDetailPage } from '@app/features/admin/components/payments-page';
import { useKeptOnExit } from '@app/lib/kept-on-exit';

export const Route = createFileRoute('/admin/_admin/payments/$paymentId')({
  component: RoutePage,
});

function RoutePage() {
  const { paymentId } = useKeptOnExit(Route.useParams({ shouldThrow: false }));
  return <PaymentDetailPage key={paymentId} paymentId={Number(paymentId)} />;
}

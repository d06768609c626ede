import { createFileRoute } from '@tanstack/react-router';
import { PaymentDetailPage } from '@app/features/admin';

export const Route = createFileRoute('/admin/_admin/payments/$paymentId')({
  component: RoutePage,
});

function RoutePage() {
  const { paymentId } = Route.useParams();
  return <PaymentDetailPage key={paymentId} paymentId={Number(paymentId)} />;
}

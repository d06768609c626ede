import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultRoute, paymentResultLoader, paymentResultSearch } from './-payment-result';

export const Route = createFileRoute('/checkout/success')({
  validateSearch: paymentResultSearch,
  loaderDeps: ({ search }) => search,
  loader: paymentResultLoader,
  component: RoutePage,
});

function RoutePage() {
  return <PaymentResultRoute search={Route.useSearch()} />;
}

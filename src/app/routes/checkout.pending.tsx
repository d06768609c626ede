import { createFileRoute } from '@tanstack/react-router';
import { paymentResultLoader, paymentResultSearch } from './-payment-result';
import { PaymentResultRoute } from './-payment-result-page';

export const Route = createFileRoute('/checkout/pending')({
  validateSearch: paymentResultSearch,
  loaderDeps: ({ search }) => search,
  loader: paymentResultLoader,
  component: RoutePage,
});

function RoutePage() {
  return <PaymentResultRoute search={Route.useSearch()} />;
}

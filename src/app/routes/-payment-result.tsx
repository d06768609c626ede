// Shared by /checkout/success, /checkout/failure and /checkout/pending (no login guard, spec §2):
// each reads ?payment_id= (Mercado Pago also sends ?external_reference=, our id) and shows what the
// server says about that payment. The page itself is in -payment-result-page.tsx, so the
// search and loader the router keeps in its first bundle do not bring it along.
import type { QueryClient } from '@tanstack/react-query';
import { optionalId, searchSchema } from '@app/lib/search-params';
import { paymentQueryOptions } from '@app/features/billing';

export const paymentResultSearch = searchSchema({ payment_id: optionalId, external_reference: optionalId });
export type PaymentResultSearch = ReturnType<typeof paymentResultSearch>;

/** Our payment id: the provider's external_reference when it sent one, else payment_id. */
export const paymentIdOf = (search: PaymentResultSearch) => search.external_reference ?? search.payment_id;

export const paymentResultLoader = ({
  context,
  deps,
}: {
  context: { queryClient: QueryClient };
  deps: PaymentResultSearch;
}) => {
  const id = paymentIdOf(deps);
  // Not guarded: a visitor gets 401 here and the page offers to sign in.
  if (id) void context.queryClient.prefetchQuery(paymentQueryOptions(id));
};

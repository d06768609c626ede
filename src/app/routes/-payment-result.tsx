// Shared by /checkout/success, /checkout/failure and /checkout/pending (no login guard, spec §2):
// each reads ?payment_id= (Mercado Pago also sends ?external_reference=, our id) and shows what the
// server says about that payment.
import { useRouterState, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import type { QueryClient } from '@tanstack/react-query';
import { optionalId } from '@app/lib/search-params';
import { PaymentResultPage, paymentQueryOptions } from '@app/features/billing';
import { storeReturnAddress } from '@app/features/auth';

export const paymentResultSearch = z.object({ payment_id: optionalId, external_reference: optionalId });
type Search = z.infer<typeof paymentResultSearch>;

/** Our payment id: the provider's external_reference when it sent one, else payment_id. */
export const paymentIdOf = (search: Search) => search.external_reference ?? search.payment_id;

export const paymentResultLoader = ({ context, deps }: { context: { queryClient: QueryClient }; deps: Search }) => {
  const id = paymentIdOf(deps);
  // Not guarded: a visitor gets 401 here and the page offers to sign in.
  if (id) void context.queryClient.prefetchQuery(paymentQueryOptions(id));
};

export function PaymentResultRoute({ search }: { search: Search }) {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <PaymentResultPage
      paymentId={paymentIdOf(search)}
      onSignIn={() => {
        storeReturnAddress(href);
        void navigate({ to: '/auth' });
      }}
    />
  );
}

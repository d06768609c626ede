// The page of /checkout/success, /checkout/failure and /checkout/pending (see -payment-result.tsx).
import { useRouterState, useNavigate } from '@tanstack/react-router';
import { PaymentResultPage } from '@app/features/billing';
import { storeReturnAddress } from '@app/features/auth';
import { paymentIdOf, type PaymentResultSearch } from './-payment-result';

export function PaymentResultRoute({ search }: { search: PaymentResultSearch }) {
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

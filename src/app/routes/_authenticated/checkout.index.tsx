import { createFileRoute } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/_authenticated/checkout/')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Checkout" description="Finalize a assinatura do seu plano.">
      <EmptyState
        icon={CreditCard}
        title="Checkout indisponível"
        description="O pagamento de planos ainda não está disponível."
      />
    </Page>
  );
}

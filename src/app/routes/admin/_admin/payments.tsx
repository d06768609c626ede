import { createFileRoute } from '@tanstack/react-router';
import { Banknote } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/admin/_admin/payments')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Pagamentos" description="Pagamentos por cartão e PIX.">
      <EmptyState
        icon={Banknote}
        title="Nenhum pagamento listado"
        description="A gestão de pagamentos ainda não está disponível."
      />
    </Page>
  );
}

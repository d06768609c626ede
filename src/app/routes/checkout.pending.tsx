import { createFileRoute } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/checkout/pending')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Pagamento pendente">
      <EmptyState
        icon={Clock}
        title="Nenhum pagamento encontrado"
        description="Não há pagamento recente para mostrar."
      />
    </Page>
  );
}

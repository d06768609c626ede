import { createFileRoute } from '@tanstack/react-router';
import { CircleX } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/checkout/failure')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Pagamento não aprovado">
      <EmptyState
        icon={CircleX}
        title="Nenhum pagamento encontrado"
        description="Não há pagamento recente para mostrar."
      />
    </Page>
  );
}

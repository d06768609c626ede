import { createFileRoute } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/checkout/success')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Pagamento aprovado">
      <EmptyState
        icon={CircleCheck}
        title="Nenhum pagamento encontrado"
        description="Não há pagamento recente para mostrar."
      />
    </Page>
  );
}

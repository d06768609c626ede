import { createFileRoute } from '@tanstack/react-router';
import { Wallet } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/plans')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Planos" description="Escolha o plano ideal para acompanhar o futebol com dados.">
      <EmptyState
        icon={Wallet}
        title="Planos em preparação"
        description="Os planos pagos, com cartão ou PIX, ainda não estão disponíveis."
      />
    </Page>
  );
}

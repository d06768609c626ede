import { createFileRoute } from '@tanstack/react-router';
import { Repeat } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/admin/_admin/subscriptions')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Assinaturas" description="Planos ativos e cancelados.">
      <EmptyState
        icon={Repeat}
        title="Nenhuma assinatura listada"
        description="A gestão de assinaturas ainda não está disponível."
      />
    </Page>
  );
}

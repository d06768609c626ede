import { createFileRoute } from '@tanstack/react-router';
import { LayoutDashboard } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/admin/_admin/')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Painel administrativo" description="Visão geral da plataforma.">
      <EmptyState
        icon={LayoutDashboard}
        title="Painel indisponível"
        description="O painel administrativo ainda não está disponível."
      />
    </Page>
  );
}

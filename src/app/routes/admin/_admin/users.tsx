import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/admin/_admin/users')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Usuários" description="Contas cadastradas.">
      <EmptyState
        icon={Users}
        title="Nenhum usuário listado"
        description="A gestão de usuários ainda não está disponível."
      />
    </Page>
  );
}

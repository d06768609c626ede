import { createFileRoute } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/admin/_admin/notifications')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Notificações" description="Envio de avisos aos usuários.">
      <EmptyState
        icon={Bell}
        title="Nenhuma notificação enviada"
        description="O envio de notificações ainda não está disponível."
      />
    </Page>
  );
}

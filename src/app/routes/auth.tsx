import { createFileRoute } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/auth')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Entrar"
      description="Entre ou crie sua conta."
    >
      <EmptyState icon={LogIn} title="Acesso indisponível" description="O acesso à conta ainda não está disponível." />
    </Page>
  );
}

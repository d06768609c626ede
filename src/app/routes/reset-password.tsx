import { createFileRoute } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/reset-password')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Redefinir senha"
      description="Escolha uma nova senha para sua conta."
    >
      <EmptyState icon={KeyRound} title="Redefinição indisponível" description="A redefinição de senha ainda não está disponível." />
    </Page>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/register')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Criar conta"
      description="Entre ou crie sua conta."
    >
      <EmptyState icon={UserPlus} title="Cadastro indisponível" description="O cadastro ainda não está disponível." />
    </Page>
  );
}

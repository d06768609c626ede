import { createFileRoute } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/admin/login')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Acesso administrativo"
      description="Entre com uma conta de administrador."
    >
      <EmptyState icon={ShieldCheck} title="Acesso indisponível" description="O acesso administrativo ainda não está disponível." />
    </Page>
  );
}

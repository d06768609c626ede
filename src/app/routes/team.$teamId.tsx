import { createFileRoute } from '@tanstack/react-router';
import { Shield } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/team/$teamId')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Time"
      description="Escudo, forma recente, jogos e estatísticas da temporada."
    >
      <EmptyState icon={Shield} title="Time indisponível" description="Os dados dos times ainda não foram carregados." />
    </Page>
  );
}

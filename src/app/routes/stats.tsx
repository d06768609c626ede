import { createFileRoute } from '@tanstack/react-router';
import { BarChart3 } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/stats')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Estatísticas"
      description="Médias de gols, mandantes e visitantes, over/under e rankings por liga."
    >
      <EmptyState icon={BarChart3} title="Sem estatísticas ainda" description="As estatísticas são calculadas a partir dos resultados importados." />
    </Page>
  );
}

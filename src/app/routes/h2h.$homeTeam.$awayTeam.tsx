import { createFileRoute } from '@tanstack/react-router';
import { GitCompareArrows } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/h2h/$homeTeam/$awayTeam')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Confronto direto"
      description="Retrospecto completo entre dois times."
    >
      <EmptyState icon={GitCompareArrows} title="Confronto indisponível" description="Os dados de confrontos ainda não foram carregados." />
    </Page>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { Bot } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/ai')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Inteligência Artificial" description="Previsões de partidas calculadas a partir dos dados.">
      <EmptyState
        icon={Bot}
        title="Previsões em preparação"
        description="As previsões por inteligência artificial ainda não estão disponíveis."
      />
    </Page>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { Swords } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/match/$slug/$matchId')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Partida"
      description="Placar, linha do tempo dos gols, classificação e confronto direto."
    >
      <EmptyState icon={Swords} title="Partida indisponível" description="Os detalhes das partidas ainda não foram carregados." />
    </Page>
  );
}

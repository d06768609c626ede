import { createFileRoute } from '@tanstack/react-router';
import { Swords } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/matches')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Partidas"
      description="Jogos de ontem, de hoje e da próxima semana."
    >
      <EmptyState icon={Swords} title="Nenhuma partida carregada" description="As partidas aparecem aqui assim que os dados forem importados." />
    </Page>
  );
}

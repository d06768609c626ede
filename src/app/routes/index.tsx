import { createFileRoute } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Início"
      description="Partidas ao vivo, próximos jogos e as principais ligas."
    >
      <EmptyState icon={CalendarDays} title="Nenhuma partida carregada" description="Os jogos do dia aparecem aqui assim que os dados de futebol forem importados." />
    </Page>
  );
}

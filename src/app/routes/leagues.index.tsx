import { createFileRoute } from '@tanstack/react-router';
import { Trophy } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/leagues/')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Ligas"
      description="Campeonatos nacionais e internacionais, com tabela e rodadas."
    >
      <EmptyState icon={Trophy} title="Nenhuma liga carregada" description="As ligas aparecem aqui assim que os dados forem importados." />
    </Page>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import * as z from 'zod/mini';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/search')({
  validateSearch: z.object({ search: z.catch(z.optional(z.string()), undefined) }),
  component: SearchPage,
});

function SearchPage() {
  const { search } = Route.useSearch();
  return (
    <Page title="Busca" heading={search ? `Resultados para "${search}"` : 'Busca'} description="Pesquise partidas pelo nome dos times.">
      <EmptyState icon={Search} title="Nenhuma partida carregada" description="A busca funciona assim que os dados de futebol forem importados." />
    </Page>
  );
}

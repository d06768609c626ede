import { createFileRoute } from '@tanstack/react-router';
import { Newspaper } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/admin/_admin/news')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Notícias" description="Publicação de notícias.">
      <EmptyState
        icon={Newspaper}
        title="Nenhuma notícia publicada"
        description="A publicação de notícias ainda não está disponível."
      />
    </Page>
  );
}

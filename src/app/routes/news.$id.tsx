import { createFileRoute } from '@tanstack/react-router';
import { Newspaper } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/news/$id')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Notícia">
      <EmptyState
        icon={Newspaper}
        title="Notícia não encontrada"
        description="Esta notícia não existe ou foi removida."
      />
    </Page>
  );
}

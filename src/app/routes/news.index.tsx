import { createFileRoute } from '@tanstack/react-router';
import { Newspaper } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/news/')({
  head: staticHead('/news'),
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Notícias" description="As últimas notícias do futebol.">
      <EmptyState icon={Newspaper} title="Nenhuma notícia publicada" description="Ainda não há notícias publicadas." />
    </Page>
  );
}

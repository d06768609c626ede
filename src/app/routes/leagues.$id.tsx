import { createFileRoute } from '@tanstack/react-router';
import { Trophy } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/leagues/$id')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Liga"
      description="Classificação, rodadas e artilharia."
    >
      <EmptyState icon={Trophy} title="Liga indisponível" description="Os dados das ligas ainda não foram carregados." />
    </Page>
  );
}

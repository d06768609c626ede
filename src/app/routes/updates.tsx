import { createFileRoute } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/updates')({
  head: staticHead('/updates'),
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Atualizações" description="Confira as novidades e melhorias da plataforma">
      <EmptyState
        icon={Sparkles}
        title="Nenhuma atualização publicada"
        description="As novidades da plataforma aparecem aqui."
      />
    </Page>
  );
}

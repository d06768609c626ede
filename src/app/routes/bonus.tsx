import { createFileRoute } from '@tanstack/react-router';
import { Gift } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/bonus')({
  head: staticHead('/bonus'),
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Bônus" description="Promoções e ofertas exclusivas">
      <EmptyState
        icon={Gift}
        title="Nenhuma oferta no momento"
        description="Quando houver promoções, elas aparecem aqui."
      />
    </Page>
  );
}

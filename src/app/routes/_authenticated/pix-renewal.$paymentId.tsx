import { createFileRoute } from '@tanstack/react-router';
import { QrCode } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/_authenticated/pix-renewal/$paymentId')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Renovação via PIX" description="Pague a renovação do seu plano com PIX.">
      <EmptyState
        icon={QrCode}
        title="Renovação indisponível"
        description="A renovação por PIX ainda não está disponível."
      />
    </Page>
  );
}

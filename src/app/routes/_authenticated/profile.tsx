import { createFileRoute } from '@tanstack/react-router';
import { User } from 'lucide-react';
import * as z from 'zod/mini';
import { optionalEnum } from '@app/lib/search-params';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: z.object({
    tab: optionalEnum(['profile', 'security', 'notifications', 'subscription', 'payments']),
  }),
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page
      title="Perfil"
      description="Seus dados, segurança e preferências."
    >
      <EmptyState icon={User} title="Perfil indisponível" description="Entre na sua conta para ver o perfil." />
    </Page>
  );
}

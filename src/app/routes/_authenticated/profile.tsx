import { createFileRoute } from '@tanstack/react-router';
import { User } from 'lucide-react';
import * as z from 'zod/mini';
import { Page } from '@app/components/ui/page';
import { EmptyState } from '@app/components/ui/empty-state';

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: z.object({
    tab: z.catch(z.optional(z.enum(['profile', 'security', 'notifications', 'subscription', 'payments'])), undefined),
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

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalEnum } from '@app/lib/search-params';
import { Page } from '@app/components/ui/page';
import { ProfileSummary, ProfileTabs, useAuth, type ProfileTab } from '@app/features/auth';

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: z.object({
    tab: optionalEnum(['profile', 'security', 'notifications', 'subscription', 'payments']),
    /** Set by the link that confirms a new email (GET /api/verify-email). */
    emailChanged: z.catch(z.optional(z.pipe(z.coerce.number(), z.literal(1))), undefined),
  }),
  component: RoutePage,
});

/** Tabs that exist so far; later issues add notifications, subscription and payments. */
const AVAILABLE_TABS: ProfileTab[] = ['profile', 'security'];

function RoutePage() {
  const { tab, emailChanged } = Route.useSearch();
  const navigate = useNavigate({ from: '/profile' });
  const { user } = useAuth();
  if (!user) return null; // the guard renders this page only for a signed-in user
  const current = AVAILABLE_TABS.includes(tab as ProfileTab) ? (tab as ProfileTab) : 'profile';
  return (
    <Page title="Perfil" description="Seus dados e a segurança da sua conta.">
      <ProfileSummary user={user} />
      <ProfileTabs
        user={user}
        tab={current}
        emailChanged={emailChanged === 1}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      />
    </Page>
  );
}

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { optionalEnum, optionalNumberOf, searchSchema } from '@app/lib/search-params';
import { Page } from '@app/components/ui/page';
import { PageTabs, type TabItem } from '@app/components/ui/tabs';
import {
  AccountSection,
  EmailChangedNotice,
  PasswordSection,
  ProfileSummary,
  useAuth,
  PrivacySection,
} from '@app/features/auth';
import { PaymentsTab, SubscriptionTab } from '@app/features/billing';
import { NotificationSettings } from '@app/features/notifications';
import { useQuery } from '@tanstack/react-query';
import { teamDetailQueryOptions } from '@app/features/football';

const TABS = ['profile', 'security', 'notifications', 'subscription', 'payments', 'privacy'] as const;
type ProfileTab = (typeof TABS)[number];

const validateSearch = searchSchema({
  tab: optionalEnum(TABS),
  /** Set by the link that confirms a new email (GET /api/verify-email). */
  emailChanged: optionalNumberOf([1]),
});

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const { tab, emailChanged } = Route.useSearch();
  const navigate = useNavigate();
  const { user } = useAuth();
  if (!user) return null; // the guard renders this page only for a signed-in user
  const tabs: TabItem<ProfileTab>[] = [
    { value: 'profile', label: 'Perfil', content: <AccountSection user={user} /> },
    { value: 'security', label: 'Segurança', content: <PasswordSection /> },
    { value: 'notifications', label: 'Notificações', content: <NotificationSettings teamLabel={teamLabel} /> },
    {
      value: 'subscription',
      label: 'Assinatura',
      content: (
        <SubscriptionTab
          onOpenRenewal={(paymentId) =>
            void navigate({ to: '/pix-renewal/$paymentId', params: { paymentId: String(paymentId) } })
          }
        />
      ),
    },
    { value: 'payments', label: 'Pagamentos', content: <PaymentsTab /> },
    { value: 'privacy', label: 'Privacidade', content: <PrivacySection /> },
  ];
  const current = tabs.find((item) => item.value === tab)?.value ?? 'profile';
  return (
    <Page title="Perfil" description="Seus dados, sua assinatura e a segurança da sua conta.">
      <ProfileSummary user={user} />
      {emailChanged === 1 && <EmailChangedNotice user={user} />}
      <PageTabs
        label="Seções do perfil"
        tabs={tabs}
        value={current}
        onValueChange={(next) => void navigate({ to: '/profile', search: { tab: next }, replace: true })}
      />
    </Page>
  );
}

/** A followed team by name (the football feature's team query; the id while it loads). */
function TeamName({ id }: { id: number }) {
  const team = useQuery(teamDetailQueryOptions(String(id)));
  return <>{team.data?.team.name ?? `Time ${id}`}</>;
}

const teamLabel = (id: number) => <TeamName id={id} />;

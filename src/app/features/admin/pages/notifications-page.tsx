// /admin/notifications (issue 13 point 9): compose a notification (title, message, link, type,
// audience), see it as the notification centre will show it with how many will receive it, send it
// now or schedule it (São Paulo time); below, the history with recipients, live deliveries, pushes
// and reads, and cancel for the scheduled ones.
import { Page } from '@app/components/ui/page';
import { NotificationComposer } from '../components/notification-composer';
import { NotificationHistory } from '../components/notification-history';

export function NotificationsPage() {
  return (
    <Page title="Notificações" description="Envie avisos aos usuários agora ou num horário marcado.">
      <NotificationComposer />
      <NotificationHistory />
    </Page>
  );
}

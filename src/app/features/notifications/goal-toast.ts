// A followed team's goal while the app is open: a toast a fan notices (not only a bell count), said
// politely to screen readers, with a way to the match.
import { toast } from '@app/components/ui/toast-store';
import type { NotificationAlert } from './controller';

export function showGoalToast(alert: NotificationAlert, open: (url: string) => void): void {
  const url = alert.url;
  toast({
    title: alert.title,
    description: alert.body,
    polite: true,
    action: url ? { label: 'Ver partida', altText: 'Abrir a partida do gol', onClick: () => open(url) } : undefined,
  });
}

// The notification as the notification centre will list it, beside the composer, with its type's icon.
import { Bell, Newspaper, Settings, Tag, TriangleAlert, type LucideIcon } from 'lucide-react';
import { BROADCAST_TYPE_LABELS, type BroadcastType } from '@shared/admin-notifications-rules';
import { Card, CardHeader } from '@app/components/ui/card';
import { type Form } from './notification-form';

export const TYPE_ICONS: Record<BroadcastType, LucideIcon> = {
  system: Settings,
  news: Newspaper,
  marketing: Tag,
  alert: TriangleAlert,
};

/** The notification as the centre will list it (same shape as its items). */
export function NotificationPreview({ form }: { form: Form }) {
  const Icon = TYPE_ICONS[form.type] ?? Bell;
  return (
    <Card className="self-start">
      <CardHeader title="Prévia" />
      <div className="p-4">
        <div
          aria-label="Prévia da notificação"
          role="group"
          className="overflow-hidden rounded-[12px] border border-border bg-surface"
        >
          <div className="flex items-center justify-between border-b border-border px-3 py-2 text-xs text-text-muted">
            <span className="flex items-center gap-1.5">
              <Bell className="h-3.5 w-3.5" aria-hidden="true" /> Notificações
            </span>
            <span>{BROADCAST_TYPE_LABELS[form.type]}</span>
          </div>
          <div className="flex items-start gap-3 bg-accent/5 px-3 py-3">
            <span className="relative mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface-2">
              <Icon className="h-4 w-4 text-text-muted" aria-hidden="true" />
              <span className="absolute -right-0.5 -top-0.5 h-2.5 w-2.5 rounded-full border-2 border-surface bg-accent" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline gap-2">
                <span className="min-w-0 flex-1 truncate text-sm font-semibold">
                  {form.title.trim() || 'Título da notificação'}
                </span>
                <span className="shrink-0 text-xs text-text-muted">agora</span>
              </span>
              <span className="mt-0.5 line-clamp-2 block text-[13px] text-text-muted">
                {form.message.trim() || 'A mensagem aparece aqui.'}
              </span>
              {form.actionUrl.trim() && (
                <span className="mt-1 block truncate text-xs text-accent">{form.actionUrl.trim()}</span>
              )}
            </span>
          </div>
        </div>
        <p className="mt-3 text-xs text-text-muted">
          Chega na central de notificações, ao vivo para quem está com o app aberto e por push nos dispositivos que
          ativaram.
        </p>
      </div>
    </Card>
  );
}

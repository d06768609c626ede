// /admin/notifications (issue 13 point 9): compose a notification (title, message, link, type,
// audience), see it as the notification centre will show it with how many will receive it, send it
// now or schedule it (São Paulo time); below, the history with recipients, live deliveries, pushes
// and reads, and cancel for the scheduled ones.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Newspaper, Send, Settings, Tag, TriangleAlert, Users, type LucideIcon } from 'lucide-react';
import {
  AUDIENCE_KINDS,
  AUDIENCE_LABELS,
  BROADCAST_MESSAGE_MAX,
  BROADCAST_STATUS_LABELS,
  BROADCAST_TITLE_MAX,
  BROADCAST_TYPES,
  BROADCAST_TYPE_LABELS,
  checkCompose,
  type AudienceKind,
  type BroadcastStatus,
  type BroadcastType,
  type ComposeProblems,
} from '@shared/admin-notifications-rules';
import type { Broadcast, BroadcastCompose } from '@shared/admin-notifications';
import { TIME_ZONE } from '@shared/constants';
import { zonedToUtc } from '@shared/datetime';
import { Page } from '@app/components/ui/page';
import { QueryList } from '@app/components/ui/query-list';
import { Card, CardHeader } from '@app/components/ui/card';
import { Button } from '@app/components/ui/button';
import { Field } from '@app/components/ui/field';
import { SelectField } from '@app/components/ui/select-field';
import { EmptyState } from '@app/components/ui/empty-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { cn } from '@app/components/ui/cn';
import { toast } from '@app/components/ui/toast-store';
import {
  adminKeys,
  audienceOptionsQueryOptions,
  broadcastsQueryOptions,
  createBroadcast,
  audiencePreviewQueryOptions,
  useAdminAction,
} from '../api';
import { Badge } from '../components/badges';
import { ConfirmAction } from '../components/confirm-action';
import { TableFrame, td, th } from '../components/table';
import { formatDateTime } from '../components/format';
import { type Tone } from '@shared/billing-labels';

const TYPE_ICONS: Record<BroadcastType, LucideIcon> = {
  system: Settings,
  news: Newspaper,
  marketing: Tag,
  alert: TriangleAlert,
};
const STATUS_TONES: Record<BroadcastStatus, Tone> = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'accent',
  canceled: 'muted',
};

interface Form {
  title: string;
  message: string;
  actionUrl: string;
  type: BroadcastType;
  audienceKind: AudienceKind;
  audienceValue: string;
  when: 'now' | 'later';
  /** datetime-local value, São Paulo wall clock. */
  scheduledLocal: string;
}
const EMPTY: Form = {
  title: '',
  message: '',
  actionUrl: '',
  type: 'system',
  audienceKind: 'everyone',
  audienceValue: '',
  when: 'now',
  scheduledLocal: '',
};
type Errors = ComposeProblems;

const composeOf = (form: Form): BroadcastCompose => ({
  title: form.title,
  message: form.message,
  actionUrl: form.actionUrl,
  type: form.type,
  audience: { kind: form.audienceKind, value: form.audienceKind === 'everyone' ? undefined : form.audienceValue },
});

/** The datetime-local value ('2026-11-23T18:30') read as São Paulo time. */
const scheduledInstant = (local: string): Date | null =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local) ? zonedToUtc(local.slice(0, 10), local.slice(11, 16), TIME_ZONE) : null;

/** The same checks as the server, one sentence per field. */
function validate(form: Form, now: Date): Errors {
  return checkCompose(
    {
      ...form,
      scheduledAt: form.when === 'later' ? scheduledInstant(form.scheduledLocal) : undefined,
    },
    now,
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function NotificationsPage() {
  return (
    <Page title="Notificações" description="Envie avisos aos usuários agora ou num horário marcado.">
      <Composer />
      <History />
    </Page>
  );
}

function Composer() {
  const queryClient = useQueryClient();
  const options = useQuery(audienceOptionsQueryOptions());
  const [form, setForm] = useState<Form>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = touched ? validate(form, new Date()) : {};
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const ids = { textarea: useId(), counter: useId() };

  // The recipient count follows the audience (a pause after typing an email).
  const audience = useDebounced({ kind: form.audienceKind, value: form.audienceValue.trim() }, 400);
  const audienceReady = audience.kind === 'everyone' || audience.value !== '';
  const preview = useQuery({ ...audiencePreviewQueryOptions(audience), enabled: audienceReady });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(validate(form, new Date())).length > 0) return;
    setBusy(true);
    try {
      const at = form.when === 'later' ? scheduledInstant(form.scheduledLocal) : null;
      const result = await createBroadcast({ ...composeOf(form), scheduledAt: at ? at.toISOString() : null });
      toast({ variant: 'success', title: result.message });
      setForm(EMPTY);
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Notificação não enviada', description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const audienceField =
    form.audienceKind === 'plan' ? (
      <SelectField
        label="Plano"
        value={form.audienceValue}
        placeholder={options.isPending ? 'Carregando planos…' : 'Escolha um plano'}
        options={(options.data?.plans ?? []).map((plan) => ({ value: plan.id, label: plan.name }))}
        onChange={(value) => set({ audienceValue: value })}
      />
    ) : form.audienceKind === 'team' ? (
      <SelectField
        label="Time"
        value={form.audienceValue}
        placeholder={
          options.isPending
            ? 'Carregando times…'
            : options.data?.teams.length
              ? 'Escolha um time'
              : 'Nenhum time com seguidores'
        }
        options={(options.data?.teams ?? []).map((team) => ({
          value: team.id,
          label: `${team.name} (${team.followers} ${team.followers === 1 ? 'seguidor' : 'seguidores'})`,
        }))}
        onChange={(value) => set({ audienceValue: value })}
      />
    ) : form.audienceKind === 'user' ? (
      <Field
        label="Usuário (id ou email)"
        value={form.audienceValue}
        maxLength={200}
        onChange={(event) => set({ audienceValue: event.target.value })}
        placeholder="torcedor@exemplo.com"
      />
    ) : null;

  const recipients = !audienceReady ? (
    <span className="text-text-muted">Escolha quem vai receber.</span>
  ) : preview.isError ? (
    <span className="text-danger">{preview.error.message}</span>
  ) : preview.isPending || preview.isFetching ? (
    <Skeleton className="inline-block h-4 w-40 align-middle" />
  ) : (
    <span>
      <strong className="tabular-nums">{preview.data.recipients.toLocaleString('pt-BR')}</strong>{' '}
      {preview.data.recipients === 1 ? 'destinatário' : 'destinatários'} · {preview.data.audienceLabel}
    </span>
  );

  return (
    <div className="mb-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
      <Card>
        <CardHeader title="Nova notificação" />
        <form onSubmit={submit} noValidate className="grid gap-4 p-4" aria-label="Nova notificação">
          <Field
            label="Título"
            value={form.title}
            maxLength={BROADCAST_TITLE_MAX}
            onChange={(event) => set({ title: event.target.value })}
            error={errors.title}
            hint={`${form.title.length}/${BROADCAST_TITLE_MAX}`}
          />
          <div className="grid gap-1.5">
            <label htmlFor={ids.textarea} className="text-sm font-medium text-text">
              Mensagem
            </label>
            <textarea
              id={ids.textarea}
              value={form.message}
              rows={3}
              maxLength={BROADCAST_MESSAGE_MAX}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={ids.counter}
              onChange={(event) => set({ message: event.target.value })}
              className={cn(
                'min-h-[88px] w-full rounded-lg border bg-surface-2 px-3 py-2 text-[15px] text-text placeholder:text-text-muted/70 focus:border-accent focus:outline-none focus-visible:ring-1 focus-visible:ring-accent',
                errors.message ? 'border-danger' : 'border-border',
              )}
            />
            <p
              id={ids.counter}
              role={errors.message ? 'alert' : undefined}
              className={cn('text-xs', errors.message ? 'text-danger' : 'text-text-muted')}
            >
              {errors.message ?? `${form.message.length}/${BROADCAST_MESSAGE_MAX}`}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Link (opcional)"
              value={form.actionUrl}
              maxLength={500}
              placeholder="/plans ou https://…"
              onChange={(event) => set({ actionUrl: event.target.value })}
              error={errors.actionUrl}
            />
            <SelectField
              label="Tipo"
              value={form.type}
              options={BROADCAST_TYPES.map((type) => ({ value: type, label: BROADCAST_TYPE_LABELS[type] }))}
              onChange={(value) => set({ type: value as BroadcastType })}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Para quem"
              value={form.audienceKind}
              options={AUDIENCE_KINDS.map((kind) => ({ value: kind, label: AUDIENCE_LABELS[kind] }))}
              onChange={(value) => set({ audienceKind: value as AudienceKind, audienceValue: '' })}
            />
            {audienceField}
          </div>
          {errors.audience && (
            <p role="alert" className="-mt-2 text-xs text-danger">
              {errors.audience}
            </p>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-text">Quando</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="when"
                  checked={form.when === 'now'}
                  onChange={() => set({ when: 'now' })}
                  className="h-4 w-4 accent-[var(--color-accent)]"
                />
                Enviar agora
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="when"
                  checked={form.when === 'later'}
                  onChange={() => set({ when: 'later' })}
                  className="h-4 w-4 accent-[var(--color-accent)]"
                />
                Agendar
              </label>
            </div>
            {form.when === 'later' && (
              <Field
                label="Data e hora (horário de Brasília)"
                type="datetime-local"
                value={form.scheduledLocal}
                onChange={(event) => set({ scheduledLocal: event.target.value })}
                error={errors.scheduledAt}
                className="max-w-xs"
              />
            )}
          </fieldset>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
            <p className="flex items-center gap-2 text-sm" aria-live="polite">
              <Users className="h-4 w-4 text-text-muted" aria-hidden="true" />
              {recipients}
            </p>
            <Button type="submit" disabled={busy}>
              <Send className="h-4 w-4" aria-hidden="true" />
              {form.when === 'later' ? 'Agendar notificação' : 'Enviar agora'}
            </Button>
          </div>
        </form>
      </Card>
      <PreviewCard form={form} />
    </div>
  );
}

/** The notification as the centre will list it (same shape as its items). */
function PreviewCard({ form }: { form: Form }) {
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

function History() {
  const list = useQuery(broadcastsQueryOptions());
  const action = useAdminAction();
  return (
    <section aria-labelledby="notifications-history">
      <h2 id="notifications-history" className="mb-2 text-lg font-semibold">
        Histórico
      </h2>
      <QueryList
        query={list}
        items={(data) => data.items}
        loading={
          <div className="grid gap-2" aria-busy="true" role="status" aria-label="Carregando o histórico">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={Bell}
            title="Nenhuma notificação enviada"
            description="As notificações enviadas e agendadas aparecem aqui, com quantos receberam e leram."
          />
        }
      >
        {(items) => (
          <TableFrame label="Histórico de notificações">
            <thead className="border-b border-border">
              <tr>
                <th className={th}>Notificação</th>
                <th className={th}>Para</th>
                <th className={th}>Situação</th>
                <th className={cn(th, 'text-right')}>Destinatários</th>
                <th className={cn(th, 'text-right')}>Ao vivo</th>
                <th className={cn(th, 'text-right')}>Push</th>
                <th className={cn(th, 'text-right')}>Lidas</th>
                <th className={th}>Ações</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {items.map((item) => (
                <HistoryRow
                  key={item.id}
                  item={item}
                  onCancel={() => action.mutateAsync({ path: `/api/admin/notifications/${item.id}/cancel` })}
                />
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryList>
    </section>
  );
}

function HistoryRow({ item, onCancel }: { item: Broadcast; onCancel: () => Promise<unknown> }) {
  const counted = item.status === 'sent' || item.status === 'sending';
  const number = (value: number) => (counted ? value.toLocaleString('pt-BR') : '—');
  return (
    <tr data-broadcast-id={item.id}>
      <td className={cn(td, 'max-w-[280px]')}>
        <p className="truncate font-semibold">{item.title}</p>
        <p className="truncate text-xs text-text-muted">
          {BROADCAST_TYPE_LABELS[item.type]} · {item.message}
        </p>
      </td>
      <td className={td}>
        <p>{item.audienceLabel}</p>
        {item.createdByEmail && <p className="text-xs text-text-muted">por {item.createdByEmail}</p>}
      </td>
      <td className={td}>
        <Badge tone={STATUS_TONES[item.status]}>{BROADCAST_STATUS_LABELS[item.status]}</Badge>
        <p className="mt-1 text-xs text-text-muted">
          {item.status === 'sent'
            ? formatDateTime(item.sentAt)
            : item.status === 'scheduled'
              ? `para ${formatDateTime(item.scheduledAt)}`
              : formatDateTime(item.createdAt)}
        </p>
      </td>
      <td className={cn(td, 'text-right tabular-nums')}>{number(item.recipients)}</td>
      <td className={cn(td, 'text-right tabular-nums')}>{number(item.socketDelivered)}</td>
      <td className={cn(td, 'text-right tabular-nums')}>{number(item.pushed)}</td>
      <td className={cn(td, 'text-right tabular-nums')}>{number(item.read)}</td>
      <td className={td}>
        {item.status === 'scheduled' ? (
          <ConfirmAction
            label="Cancelar"
            variant="danger"
            title={`Cancelar o envio de “${item.title}”?`}
            description="A notificação agendada não será enviada."
            confirmLabel="Cancelar envio"
            onConfirm={onCancel}
          />
        ) : (
          <span className="text-xs text-text-muted">—</span>
        )}
      </td>
    </tr>
  );
}

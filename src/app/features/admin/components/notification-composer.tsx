// Compose a notification (title, message, link, type, audience), see how many will receive it, send
// it now or schedule it.
import { useId, useState, type FormEvent } from 'react';
import { useDebounced } from '@app/lib/use-debounced';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, Users } from 'lucide-react';
import {
  AUDIENCE_KINDS,
  AUDIENCE_LABELS,
  BROADCAST_MESSAGE_MAX,
  BROADCAST_TITLE_MAX,
  BROADCAST_TYPES,
  BROADCAST_TYPE_LABELS,
  type AudienceKind,
  type BroadcastType,
} from '@shared/admin-notifications-rules';
import { Card, CardHeader } from '@app/components/ui/card';
import { Button } from '@app/components/ui/button';
import { Field } from '@app/components/ui/field';
import { SelectField } from '@app/components/ui/select-field';
import { Skeleton } from '@app/components/ui/skeleton';
import { cn } from '@app/components/ui/cn';
import { toast } from '@app/components/ui/toast-store';
import { adminKeys, audienceOptionsQueryOptions, createBroadcast, audiencePreviewQueryOptions } from '../api';
import { EMPTY, composeOf, scheduledInstant, validate, type Form } from './notification-form';
import { NotificationPreview } from './notification-preview';

export function NotificationComposer() {
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
      <NotificationPreview form={form} />
    </div>
  );
}

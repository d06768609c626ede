// /admin/news, tabs "Atualizações", "Bônus" and "Planos": the admins' changelog entries, bonus
// offers (active or not) and the plans' prices, features and entitlements (a money change: the
// password dialog may open first).
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Gift, History, Tags } from 'lucide-react';
import type { AdminBonus, AdminPlan, AdminUpdate } from '@shared/admin-content';
import { UPDATE_ICONS, type UpdateIcon } from '@shared/content-rules';
import { PLAN_FOLLOWED_TEAMS_MESSAGE, parseFollowedTeamsLimit } from '@shared/admin-content-rules';
import { Button } from '@app/components/ui/button';
import { Field, Notice } from '@app/components/ui/field';
import { SelectField } from '@app/components/ui/select-field';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { bonusQueryOptions, plansQueryOptions, updatesQueryOptions, useContentAction } from '../content-api';
import { Badge, formatCents, formatDateTime } from './common';

const textarea =
  'min-h-24 w-full rounded-lg border border-border bg-surface-2 p-3 text-sm text-text focus:border-accent focus:outline-none';
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function ListSkeleton() {
  return (
    <div className="grid gap-2" aria-label="Carregando">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full" />
      ))}
    </div>
  );
}

/** A local date-time input value ("2026-11-23T14:00") of an ISO instant, and back. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => new Date(value).toISOString();

/**
 * The list beside its form (stacked on phones) of the Atualizações and Bônus tabs: the list's
 * error, loading and empty states, then the items.
 */
function ListWithForm<T>({
  label,
  list,
  empty,
  renderItems,
  form,
}: {
  label: string;
  list: UseQueryResult<{ items: T[] }>;
  empty: ReactNode;
  renderItems: (items: T[]) => ReactNode;
  form: ReactNode;
}) {
  return (
    <section aria-label={label} className="grid gap-4 lg:grid-cols-[1fr_24rem]">
      <div>
        {list.isError ? (
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <ListSkeleton />
        ) : list.data.items.length === 0 ? (
          empty
        ) : (
          <ul className="grid gap-2">{renderItems(list.data.items)}</ul>
        )}
      </div>
      {form}
    </section>
  );
}

/**
 * The create-or-edit form of an item: its heading, fields, the submit button (disabled while
 * saving) and, when editing, Cancelar back to a new item.
 */
function EditForm({
  heading,
  editing,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  heading: string;
  editing: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid content-start gap-3 rounded-[12px] border border-border bg-surface p-4">
      <h2 className="font-semibold">{heading}</h2>
      {children}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {editing ? 'Salvar' : submitLabel}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}

/** A labelled multi-line text input. */
function TextArea({
  label,
  value,
  onChange,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {label}
      <textarea required={required} className={textarea} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

// Updates
export function UpdatesTab() {
  const list = useQuery(updatesQueryOptions());
  const action = useContentAction<AdminUpdate>();
  const [editing, setEditing] = useState<AdminUpdate | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  return (
    <ListWithForm
      label="Atualizações"
      list={list}
      empty={
        <EmptyState
          icon={History}
          title="Nenhuma atualização escrita aqui"
          description="As versões do CHANGELOG.md aparecem em /updates; escreva ao lado uma nota avulsa."
        />
      }
      renderItems={(items) =>
        items.map((entry) => (
          <li key={entry.id} className="rounded-[12px] border border-border bg-surface p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="info">v{entry.version}</Badge>
              <p className="font-semibold">{entry.title}</p>
              <span className="text-xs text-text-muted">{formatDateTime(entry.publishedAt)}</span>
            </div>
            <ul className="mt-2 list-disc pl-5 text-sm text-text-muted">
              {entry.highlights.map((highlight, index) => (
                <li key={index}>{highlight.text}</li>
              ))}
            </ul>
            <div className="mt-2 flex gap-1">
              <Button size="sm" variant="secondary" onClick={() => setEditing(entry)}>
                Editar
              </Button>
              {confirmDelete === entry.id ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() =>
                    action.mutate({
                      method: 'DELETE',
                      path: `/api/admin/updates/${entry.id}`,
                      success: 'Atualização excluída.',
                    })
                  }
                >
                  Confirmar exclusão
                </Button>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(entry.id)}>
                  Excluir
                </Button>
              )}
            </div>
          </li>
        ))
      }
      form={<UpdateForm key={editing?.id ?? 'new'} entry={editing} onDone={() => setEditing(null)} />}
    />
  );
}

function UpdateForm({ entry, onDone }: { entry: AdminUpdate | null; onDone: () => void }) {
  const action = useContentAction<AdminUpdate>();
  const [version, setVersion] = useState(entry?.version ?? '');
  const [title, setTitle] = useState(entry?.title ?? '');
  const [icon, setIcon] = useState<UpdateIcon>(entry?.highlights[0]?.icon ?? 'general');
  const [highlights, setHighlights] = useState(entry?.highlights.map((h) => h.text).join('\n') ?? '');
  const submit = () =>
    action.mutate(
      {
        method: entry ? 'PATCH' : 'POST',
        path: entry ? `/api/admin/updates/${entry.id}` : '/api/admin/updates',
        body: { version, title, highlights: lines(highlights).map((text) => ({ icon, text })) },
        success: entry ? 'Atualização salva.' : 'Atualização publicada.',
      },
      { onSuccess: onDone },
    );
  return (
    <EditForm
      heading={entry ? `Editar v${entry.version}` : 'Nova atualização'}
      editing={entry !== null}
      submitLabel="Publicar"
      busy={action.isPending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Field label="Versão" placeholder="1.4.0" required value={version} onChange={(e) => setVersion(e.target.value)} />
      <Field
        label="Título"
        required
        minLength={3}
        maxLength={80}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <SelectField
        label="Ícone"
        value={icon}
        options={UPDATE_ICONS.map((value) => ({ value, label: value }))}
        onChange={(value) => setIcon(value as UpdateIcon)}
      />
      <TextArea label="Destaques (um por linha)" required value={highlights} onChange={setHighlights} />
    </EditForm>
  );
}

// Bonus
export function BonusTab() {
  const list = useQuery(bonusQueryOptions());
  const action = useContentAction<AdminBonus>();
  const [editing, setEditing] = useState<AdminBonus | null>(null);
  return (
    <ListWithForm
      label="Bônus"
      list={list}
      empty={
        <EmptyState
          icon={Gift}
          title="Nenhuma oferta cadastrada"
          description="Ofertas criadas aqui aparecem em /bonus."
        />
      }
      renderItems={(items) =>
        items.map((offer) => {
          const expired = new Date(offer.expiresAt) <= new Date();
          return (
            <li key={offer.id} className="rounded-[12px] border border-border bg-surface p-3">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold">{offer.title}</p>
                <span className="text-sm text-text-muted">{offer.operator}</span>
                {expired ? (
                  <Badge tone="muted">Vencida</Badge>
                ) : offer.active ? (
                  <Badge tone="accent">Ativa</Badge>
                ) : (
                  <Badge tone="warning">Inativa</Badge>
                )}
              </div>
              <p className="mt-1 text-xs text-text-muted">Válida até {formatDateTime(offer.expiresAt)}</p>
              <div className="mt-2 flex gap-1">
                <Button size="sm" variant="secondary" onClick={() => setEditing(offer)}>
                  Editar
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() =>
                    action.mutate({
                      method: 'PATCH',
                      path: `/api/admin/bonus/${offer.id}`,
                      body: { active: !offer.active },
                      success: offer.active ? 'Oferta desativada.' : 'Oferta ativada.',
                    })
                  }
                >
                  {offer.active ? 'Desativar' : 'Ativar'}
                </Button>
              </div>
            </li>
          );
        })
      }
      form={<BonusForm key={editing?.id ?? 'new'} offer={editing} onDone={() => setEditing(null)} />}
    />
  );
}

function BonusForm({ offer, onDone }: { offer: AdminBonus | null; onDone: () => void }) {
  const action = useContentAction<AdminBonus>();
  const [values, setValues] = useState({
    operator: offer?.operator ?? '',
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    terms: offer?.terms ?? '',
    ctaUrl: offer?.ctaUrl ?? '',
    expiresAt: offer ? toLocalInput(offer.expiresAt) : '',
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const submit = () =>
    action.mutate(
      {
        method: offer ? 'PATCH' : 'POST',
        path: offer ? `/api/admin/bonus/${offer.id}` : '/api/admin/bonus',
        body: { ...values, expiresAt: fromLocalInput(values.expiresAt) },
        success: offer ? 'Oferta salva.' : 'Oferta criada.',
      },
      { onSuccess: onDone },
    );
  return (
    <EditForm
      heading={offer ? 'Editar oferta' : 'Nova oferta'}
      editing={offer !== null}
      submitLabel="Criar oferta"
      busy={action.isPending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Field label="Operadora" required value={values.operator} onChange={(e) => set({ operator: e.target.value })} />
      <Field label="Título" required value={values.title} onChange={(e) => set({ title: e.target.value })} />
      <TextArea
        label="Descrição"
        required
        value={values.description}
        onChange={(description) => set({ description })}
      />
      <TextArea label="Termos" required value={values.terms} onChange={(terms) => set({ terms })} />
      <Field
        label="Link da oferta (https)"
        type="url"
        required
        value={values.ctaUrl}
        onChange={(e) => set({ ctaUrl: e.target.value })}
      />
      <Field
        label="Válida até"
        type="datetime-local"
        required
        value={values.expiresAt}
        onChange={(e) => set({ expiresAt: e.target.value })}
      />
    </EditForm>
  );
}

// Plans
export function PlansTab() {
  const list = useQuery(plansQueryOptions());
  return (
    <section aria-label="Planos" className="grid gap-3">
      <Notice tone="info">
        Alterar um plano pede sua senha de novo. Cada pagamento guarda o próprio valor: assinantes atuais pagam o novo
        preço a partir da próxima cobrança de renovação criada depois da mudança. O que o plano libera vale na hora para
        todos nele; ajuste também a lista de recursos mostrada em /plans.
      </Notice>
      {list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListSkeleton />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Tags} title="Nenhum plano cadastrado" />
      ) : (
        <div className="grid gap-3 lg:grid-cols-3">
          {list.data.items.map((plan) => (
            <PlanCard key={`${plan.id}-${plan.updatedAt}`} plan={plan} />
          ))}
        </div>
      )}
    </section>
  );
}

/** "19,90" → 1990; null when it is not a price. */
function parseReais(text: string): number | null {
  const match = /^\s*(?:R\$\s*)?(\d{1,6})(?:[,.](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function PlanCard({ plan }: { plan: AdminPlan }) {
  const action = useContentAction<AdminPlan>();
  const [price, setPrice] = useState((plan.priceCents / 100).toFixed(2).replace('.', ','));
  const [features, setFeatures] = useState(plan.features.join('\n'));
  const [active, setActive] = useState(plan.active);
  const [fullPredictions, setFullPredictions] = useState(plan.fullPredictions);
  const [maxTeams, setMaxTeams] = useState(plan.maxFollowedTeams === null ? '' : String(plan.maxFollowedTeams));
  const [error, setError] = useState<string | null>(null);
  const [teamsError, setTeamsError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceCents = parseReais(price);
    const maxFollowedTeams = parseFollowedTeamsLimit(maxTeams);
    setError(priceCents === null ? 'Informe o preço em reais, por exemplo 19,90.' : null);
    setTeamsError(maxFollowedTeams === undefined ? PLAN_FOLLOWED_TEAMS_MESSAGE : null);
    if (priceCents === null || maxFollowedTeams === undefined) return;
    action.mutate({
      method: 'PATCH',
      path: `/api/admin/plans/${plan.id}`,
      body: { priceCents, features: lines(features), active, fullPredictions, maxFollowedTeams },
      success: `Plano ${plan.name} salvo.`,
    });
  };
  const checkbox = (label: string, checked: boolean, onChange: (checked: boolean) => void, disabled = false) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-accent"
      />
      {label}
    </label>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={`Plano ${plan.name}`}
      className="grid content-start gap-3 rounded-[12px] border border-border bg-surface p-4"
    >
      <div className="flex items-center gap-2">
        <h2 className="font-semibold">{plan.name}</h2>
        <Badge tone={plan.tier === 'pro' ? 'accent' : 'muted'}>{plan.tier === 'pro' ? 'Pro' : 'Grátis'}</Badge>
        {!plan.active && <Badge tone="warning">Fora de venda</Badge>}
      </div>
      <p className="text-sm text-text-muted">
        Hoje: {formatCents(plan.priceCents)}
        {plan.interval === 'month' ? ' por mês' : plan.interval === 'year' ? ' por ano' : ''}
      </p>
      <Field
        label="Preço (R$)"
        inputMode="decimal"
        disabled={plan.tier === 'free'}
        hint={plan.tier === 'free' ? 'O plano Grátis é sempre gratuito.' : undefined}
        error={error}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <TextArea label="Recursos mostrados em /plans (um por linha)" value={features} onChange={setFeatures} />
      <fieldset className="grid gap-2 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-medium">O que o plano libera</legend>
        {checkbox('Previsões completas da IA', fullPredictions, setFullPredictions)}
        <Field
          label="Times seguidos com alertas"
          inputMode="numeric"
          placeholder="Ilimitados"
          hint="De 1 a 1000; vazio = ilimitados."
          error={teamsError}
          value={maxTeams}
          onChange={(e) => setMaxTeams(e.target.value)}
        />
      </fieldset>
      {checkbox('À venda', active, setActive, plan.tier === 'free')}
      <Button type="submit" disabled={action.isPending}>
        Salvar plano
      </Button>
    </form>
  );
}

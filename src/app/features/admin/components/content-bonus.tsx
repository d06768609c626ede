// /admin/news, tab "Bônus": the bonus offers (active or not) beside the form that writes them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import type { AdminBonus } from '@shared/admin-content';
import { Button } from '@app/components/ui/button';
import { EmptyState } from '@app/components/ui/empty-state';
import { Field } from '@app/components/ui/field';
import { bonusQueryOptions, useContentAction } from '../content-api';
import { Badge } from './badges';
import { EditForm, fromLocalInput, ListWithForm, TextArea, toLocalInput } from './content-form';
import { formatDateTime } from './format';

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

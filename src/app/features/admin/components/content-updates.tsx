// /admin/news, tab "Atualizações": the admins' changelog entries beside the form that writes them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { AdminUpdate } from '@shared/admin-content';
import { UPDATE_ICONS, type UpdateIcon } from '@shared/updates-rules';
import { Button } from '@app/components/ui/button';
import { EmptyState } from '@app/components/ui/empty-state';
import { Field } from '@app/components/ui/field';
import { SelectField } from '@app/components/ui/select-field';
import { updatesQueryOptions, useContentAction } from '../content-api';
import { Badge } from './badges';
import { EditForm, lines, ListWithForm, TextArea } from './content-form';
import { formatDateTime } from './format';

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

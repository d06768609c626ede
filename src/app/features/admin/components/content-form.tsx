// What the Atualizações, Bônus and Planos tabs of /admin/news share: the list beside its form, the
// create-or-edit form, a multi-line field, and the conversions of their inputs.
import type { FormEvent, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@app/components/ui/button';
import { QueryList } from '@app/components/ui/query-list';
import { Skeleton } from '@app/components/ui/skeleton';

const textarea =
  'min-h-24 w-full rounded-lg border border-border bg-surface-2 p-3 text-sm text-text focus:border-accent focus:outline-none';
export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function ListSkeleton() {
  return (
    <div className="grid gap-2" role="status" aria-label="Carregando">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full" />
      ))}
    </div>
  );
}

/** A local date-time input value ("2026-11-23T14:00") of an ISO instant, and back. */
export const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => new Date(value).toISOString();

/**
 * The list beside its form (stacked on phones) of the Atualizações and Bônus tabs: the list's
 * error, loading and empty states, then the items.
 */
export function ListWithForm<T>({
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
        <QueryList query={list} items={(data) => data.items} loading={<ListSkeleton />} empty={empty}>
          {(items) => <ul className="grid gap-2">{renderItems(items)}</ul>}
        </QueryList>
      </div>
      {form}
    </section>
  );
}

/**
 * The create-or-edit form of an item: its heading, fields, the submit button (disabled while
 * saving) and, when editing, Cancelar back to a new item.
 */
export function EditForm({
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
export function TextArea({
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

// /updates: the product changelog, newest first; the newest is marked "Novo" for 7 days (the
// server decides, by its clock).
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { LOCALE, TIME_ZONE } from '@shared/constants';
import type { UpdateEntry } from '@shared/updates';
import { Card } from '@app/components/ui/card';
import { EmptyState } from '@app/components/ui/empty-state';
import { QueryList } from '@app/components/ui/query-list';
import { Page } from '@app/components/ui/page';
import { Skeleton } from '@app/components/ui/skeleton';
import { updatesQueryOptions } from '../api';
import { UPDATE_ICON } from '../icons';
import { lazy } from '@shared/lazy';

const dateFormat = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

function UpdateCard({ entry }: { entry: UpdateEntry }) {
  const headingId = `update-${entry.id.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <Card aria-labelledby={headingId} className="p-4 md:p-5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="rounded-md bg-surface-2 px-2 py-0.5 font-mono text-xs font-semibold tabular-nums">
          v{entry.version}
        </span>
        <time dateTime={entry.publishedAt} className="text-sm text-text-muted">
          {dateFormat().format(new Date(entry.publishedAt))}
        </time>
        {entry.isNew && (
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">Novo</span>
        )}
      </header>
      <h2 id={headingId} className="mt-2 text-lg font-semibold">
        {entry.title}
      </h2>
      <ul className="mt-3 grid gap-2.5">
        {entry.highlights.map((highlight, index) => {
          const { icon: Icon, label } = UPDATE_ICON[highlight.icon] ?? UPDATE_ICON.general;
          return (
            <li key={index} className="flex gap-3 text-sm">
              <span
                className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-accent"
                title={label}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{label}:</span>
              </span>
              <span className="pt-1 text-text-muted">{highlight.text}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function UpdatesPage() {
  const query = useQuery(updatesQueryOptions());
  return (
    <Page title="Atualizações" description="Confira as novidades e melhorias da plataforma">
      <QueryList
        query={query}
        items={(data) => data.updates}
        loading={
          <div className="grid gap-4" aria-busy="true" role="status" aria-label="Carregando atualizações">
            {[220, 180].map((height) => (
              <Skeleton key={height} className="w-full rounded-[12px]" style={{ height }} />
            ))}
          </div>
        }
        errorTitle="Não foi possível carregar as atualizações"
        empty={
          <EmptyState
            icon={Sparkles}
            title="Nenhuma atualização publicada"
            description="As novidades da plataforma aparecem aqui."
          />
        }
      >
        {(updates) => (
          <ol className="grid max-w-3xl gap-4" aria-label="Versões">
            {updates.map((entry) => (
              <li key={entry.id}>
                <UpdateCard entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </QueryList>
    </Page>
  );
}

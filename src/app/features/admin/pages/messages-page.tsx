// /admin/messages: the contact form's inbox (issue 22 point 5). New messages first; an admin answers
// by email (the reply link) and marks the message handled, which the audit log records.
import { useQuery } from '@tanstack/react-query';
import { CheckCheck, Inbox, Mail } from 'lucide-react';
import { CONTACT_CATEGORY_LABELS } from '@shared/contact-rules';
import type { ContactMessage } from '@shared/contact';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { Button, buttonClasses } from '@app/components/ui/button';
import { EmptyState } from '@app/components/ui/empty-state';
import { QueryList } from '@app/components/ui/query-list';
import { Skeleton } from '@app/components/ui/skeleton';
import { PageTabs, type TabItem } from '@app/components/ui/tabs';
import { contactMessagesQueryOptions, useAdminAction } from '../api';
import { Badge } from '../components/badges';
import { formatDateTime } from '../components/format';

export type MessagesStatus = 'new' | 'handled' | 'all';

function MessageCard({ item }: { item: ContactMessage }) {
  const action = useAdminAction();
  const subject = `Re: ${CONTACT_CATEGORY_LABELS[item.category]}`;
  return (
    <li>
      <Card aria-labelledby={`message-${item.id}`} className="p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={item.status === 'new' ? 'warning' : 'muted'}>
            {item.status === 'new' ? 'Nova' : 'Resolvida'}
          </Badge>
          <Badge tone="info">{CONTACT_CATEGORY_LABELS[item.category]}</Badge>
          <span className="text-xs text-text-muted">{formatDateTime(item.createdAt)}</span>
        </div>
        <h2 id={`message-${item.id}`} className="mt-2 font-semibold">
          {item.name} <span className="font-normal text-text-muted">· {item.email}</span>
          {item.userId !== null && (
            <span className="ml-1 text-xs font-normal text-text-muted">(conta #{item.userId})</span>
          )}
        </h2>
        <p className="mt-2 whitespace-pre-wrap break-words text-[15px] text-text">{item.message}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <a
            href={`mailto:${item.email}?subject=${encodeURIComponent(subject)}`}
            className={buttonClasses('secondary', 'sm')}
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            Responder por email
          </a>
          {item.status === 'new' ? (
            <Button
              size="sm"
              disabled={action.isPending}
              onClick={() => action.mutate({ path: `/api/admin/contact-messages/${item.id}/handled` })}
              aria-label={`Marcar como resolvida: mensagem de ${item.name}`}
            >
              <CheckCheck className="h-4 w-4" aria-hidden="true" />
              Marcar como resolvida
            </Button>
          ) : (
            <span className="text-xs text-text-muted">Resolvida em {formatDateTime(item.handledAt)}</span>
          )}
        </div>
      </Card>
    </li>
  );
}

function MessageList({ status }: { status: MessagesStatus }) {
  const query = useQuery(contactMessagesQueryOptions(status));
  return (
    <QueryList
      query={query}
      items={(data) => data.items}
      loading={
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      }
      empty={
        <EmptyState
          icon={Inbox}
          title={status === 'new' ? 'Nenhuma mensagem nova' : 'Nenhuma mensagem'}
          description="As mensagens do formulário de contato (contato, suporte, feedback, privacidade e segurança) aparecem aqui."
        />
      }
    >
      {(items) => (
        <ul className="grid gap-3" aria-label="Mensagens">
          {items.map((item) => (
            <MessageCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </QueryList>
  );
}

export function MessagesPage({
  status,
  onStatus,
}: {
  status: MessagesStatus;
  onStatus: (next: MessagesStatus) => void;
}) {
  const pending = useQuery(contactMessagesQueryOptions('new')).data?.unhandled;
  const tabs: TabItem<MessagesStatus>[] = [
    { value: 'new', label: pending ? `Novas (${pending})` : 'Novas', content: <MessageList status="new" /> },
    { value: 'handled', label: 'Resolvidas', content: <MessageList status="handled" /> },
    { value: 'all', label: 'Todas', content: <MessageList status="all" /> },
  ];
  return (
    <Page
      title="Mensagens"
      description="O que chega pelo formulário de contato. Responda por email e marque como resolvida."
    >
      <PageTabs label="Situação das mensagens" tabs={tabs} value={status} onValueChange={onStatus} />
    </Page>
  );
}

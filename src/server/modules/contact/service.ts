// Contact, support and feedback are one form (issue 22 point 5): every message reaches the admin
// inbox. One address may send CONTACT_LIMITS.perAddress messages an hour (counted from the stored
// messages, so a typo the form refused costs nothing and several processes agree); a message whose
// hidden honeypot field is filled is a bot's: answered like any other, never stored.
import {
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  CONTACT_SENT_MESSAGE,
  type ContactBody,
  type ContactList,
  type ContactMessage,
} from '@shared/contact';
import { conflict, notFound, rateLimited } from '../../domain-errors';
import type { Db } from '../../db/client';
import type { Actor } from '../admin/actor';
import type { AuditLog } from '../admin/audit';
import { contactRepo, type ContactRow } from './repo';

export const CONTACT_MESSAGES = {
  rateLimited: 'Você já enviou várias mensagens na última hora. Aguarde um pouco antes de enviar outra.',
  notFound: 'Mensagem não encontrada.',
  handled: 'Mensagem marcada como resolvida.',
  alreadyHandled: 'Esta mensagem já estava marcada como resolvida.',
};

function toMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    category: row.category as ContactMessage['category'],
    name: row.name,
    email: row.email,
    message: row.message,
    userId: row.userId,
    status: row.status as ContactMessage['status'],
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createContactService(deps: { db: Db; audit: AuditLog; now: () => Date }) {
  const repo = contactRepo(deps.db);
  return {
    async send(body: ContactBody, sender: { ip: string; userId: number | null }): Promise<string> {
      if (body[CONTACT_HONEYPOT]) return CONTACT_SENT_MESSAGE;
      const since = new Date(deps.now().getTime() - CONTACT_LIMITS.windowMs);
      if ((await repo.countFromAddress(sender.ip, since)) >= CONTACT_LIMITS.perAddress) {
        throw rateLimited(CONTACT_MESSAGES.rateLimited);
      }
      await repo.insert({
        category: body.category,
        name: body.name,
        email: body.email,
        message: body.message,
        userId: sender.userId,
        ip: sender.ip,
        createdAt: deps.now(),
      });
      return CONTACT_SENT_MESSAGE;
    },

    async inbox(status: 'new' | 'handled' | 'all'): Promise<ContactList> {
      const [rows, unhandled] = await Promise.all([repo.list(status), repo.unhandled()]);
      return { items: rows.map(toMessage), unhandled };
    },

    /** An admin marks a message handled; audited with its before and after. */
    async markHandled(actor: Actor, id: number): Promise<string> {
      const before = await repo.byId(id);
      if (!before) throw notFound(CONTACT_MESSAGES.notFound);
      if (before.status === 'handled') throw conflict(CONTACT_MESSAGES.alreadyHandled);
      const after = await repo.markHandled(id, actor.id, deps.now());
      await deps.audit.record(actor, {
        action: 'contact.handle',
        targetType: 'contact_message',
        targetId: id,
        before: { status: before.status },
        after: { status: after!.status, handledAt: after!.handledAt?.toISOString() },
      });
      return CONTACT_MESSAGES.handled;
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;

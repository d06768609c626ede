// Contact's part of the user's rights: the messages the account sent, signed in or signed out with its
// address; deleting drops them. (handled_by names the admin who answered: kept, an admin's action.)
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { contactMessages } from '../../../db/schema';
import type { PersonalDataPart } from '../../privacy/personal-data';

/** The contact messages of the account: sent signed in, or signed out with its address. */
const contactMessagesOf = (userId: number, email: string) =>
  or(
    eq(contactMessages.userId, userId),
    and(isNull(contactMessages.userId), eq(sql`lower(${contactMessages.email})`, email.toLowerCase())),
  );

export const contactPersonalData: PersonalDataPart = {
  module: 'contact',
  columns: {
    'contact_messages.user_id': { section: 'contactMessages', deletion: 'deleted' },
    'contact_messages.email': { section: 'contactMessages', deletion: 'deleted' },
    // Staff column: the admin who answered (admins cannot delete their account).
    'contact_messages.handled_by': { section: 'contactMessages', deletion: 'mantido (ação de um administrador)' },
  },

  async export(db, { id: userId, email }) {
    return {
      contactMessages: await db
        .select({
          id: contactMessages.id,
          category: contactMessages.category,
          name: contactMessages.name,
          email: contactMessages.email,
          message: contactMessages.message,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(contactMessagesOf(userId, email)),
    };
  },

  async erase(tx, { id: userId, email }) {
    await tx.delete(contactMessages).where(contactMessagesOf(userId, email));
  },
};

// Email's part of the user's rights: the emails sent to the account's address (subject and time);
// deleting drops them.
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../../db/schema';
import type { PersonalDataPart } from '../../privacy/personal-data';

export const emailPersonalData: PersonalDataPart = {
  module: 'email',
  columns: {
    'email_outbox.to_address': { section: 'emailsSent', deletion: 'deleted' },
  },

  async export(db, { email }) {
    return {
      emailsSent: await db
        .select({ subject: emailOutbox.subject, createdAt: emailOutbox.createdAt })
        .from(emailOutbox)
        .where(eq(sql`lower(${emailOutbox.to})`, email.toLowerCase())),
    };
  },

  async erase(tx, { email }) {
    await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.to})`, email.toLowerCase()));
  },
};

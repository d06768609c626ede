// The contact form (issue 22 point 5): contact, support and feedback are one form; every message lands
// in the admin inbox (/admin/messages), where an admin marks it handled (audited).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** "contact", "support", "feedback", "privacy" or "security". */
    category: text('category').notNull(),
    name: text('name').notNull(),
    /** Where the answer goes (the account's address by default when signed in). */
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The account that sent it, when signed in; the message goes when the account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's address, for the rate limit and abuse reports. */
    ip: text('ip'),
    /** "new" or "handled". */
    status: text('status').notNull().default('new'),
    handledAt: at('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    index('contact_messages_user_idx').on(t.userId),
    check('contact_messages_status_check', sql`${t.status} IN ('new', 'handled')`),
    check(
      'contact_messages_category_check',
      sql`${t.category} IN ('contact', 'support', 'feedback', 'privacy', 'security')`,
    ),
  ],
);

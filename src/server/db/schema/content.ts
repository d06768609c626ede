// Updates and bonus offers (issue 12): entries of the product changelog written by admins (the
// rest comes from CHANGELOG.md), and the bonus offers shown on /bonus and on the home page.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const updateEntries = pgTable('update_entries', {
  id: serial('id').primaryKey(),
  /** MAJOR.MINOR.PATCH, unique (CHANGELOG.md's versions are refused by the service too). */
  version: text('version').notNull().unique(),
  title: text('title').notNull(),
  /** Shown from this instant on (a later one schedules the entry). */
  publishedAt: at('published_at').notNull(),
  highlights: jsonb('highlights').$type<{ icon: string; text: string }[]>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial('id').primaryKey(),
    operator: text('operator').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    terms: text('terms').notNull(),
    /** https only (checked by the service and here). */
    ctaUrl: text('cta_url').notNull(),
    ctaLabel: text('cta_label').notNull(),
    expiresAt: at('expires_at').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bonus_offers_expires_at_idx').on(t.expiresAt),
    check('bonus_offers_cta_url_check', sql`${t.ctaUrl} LIKE 'https://%'`),
  ],
);

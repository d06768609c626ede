// Accounts: users, their sessions, one-time tokens (email verification, password reset) and the
// email outbox used when no SMTP server is configured.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    /** Set only when a link sent to the address was opened (or by `npm run admin:create`). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A requested new address: `email` changes only when the link sent to it is opened. */
    pendingEmail: text('pending_email'),
    /** "user" or "admin". */
    role: text('role').notNull().default('user'),
    /**
     * When an admin took the admin role away: from then on ADMIN_EMAILS does not give it back (only an
     * admin or `npm run admin:create` does, which clears this).
     */
    adminRevokedAt: timestamp('admin_revoked_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when the owner deleted the account: the row stays, anonymised, for the payments the law keeps. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // Case-insensitive uniqueness: "Joao" and "joao" are the same account name.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the random cookie value; the value itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the password was last confirmed again in this session (admin re-authentication). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * The addresses each account signed in from with its password, kept after the session ends: the
 * login throttle's address and account counts never slow an account at one of them.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.ip] }),
    index('sign_in_addresses_last_idx').on(table.lastSignedInAt),
  ],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    /** sha256 (hex) of the random token sent by email. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "verify", "reset" or "email_change". */
    kind: text('kind').notNull(),
    /** For "verify" and "email_change": the address the link was sent to (and proves). */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId, table.kind)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Links in the message, for the log and for tests. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_outbox_to_idx').on(table.to)],
);

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export function emailRepo(db: Db) {
  return {
    async add(message: OutboxMessage): Promise<void> {
      await db.insert(emailOutbox).values(message);
    },
    /** Newest first. */
    async listTo(to: string) {
      return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
    },
  };
}

// What each module gives the user's rights (LGPD art. 18; decision 0114): its part of the export and
// of the deletion, over the tables it owns. Privacy composes the parts (src/server/personal-data.ts
// lists them) and runs the deletion's parts in one transaction.
import type { Db } from '../../db/client';

/** The account whose data is exported or erased, and the pseudonym it is known by once deleted. */
export interface Person {
  id: number;
  email: string;
  /** The address a deleted account is known by from then on (never deliverable: .invalid). */
  pseudonym: string;
}

export interface PersonalColumn {
  /** The export's section that holds the column. */
  section: string;
  /** What deleting the account does to it: deleted, tombstone, pseudonymised, or why it is kept. */
  deletion: 'deleted' | 'tombstone' | 'pseudonymised' | (string & {});
}

export interface PersonalDataPart {
  /** The module that owns the tables (TABLE_OWNERS in src/server/db/owners.ts). */
  module: string;
  /**
   * Every column of its tables that ties a row to a person, as `table.column`. The privacy test reads
   * the schema: a user column (a foreign key to users, user_id, …email, …address) no part lists fails it.
   */
  columns: Record<string, PersonalColumn>;
  /** Its sections of the export (each column's section among them). */
  export(db: Db, person: Person): Promise<Record<string, unknown>>;
  /** Its part of the deletion, inside the deletion's transaction. */
  erase(tx: Db, person: Person, at: Date): Promise<void>;
}

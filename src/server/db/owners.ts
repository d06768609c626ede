// Which module owns each table (decision 0114): only that module's repo files write it and, but for the
// reads listed in SHARED_READS, read it; other modules ask its service. tests/unit/table-ownership.test.ts
// reads both lists against the schema and the repo files' imports: a table without an owner, a repo
// importing a table its module does not own, or a listed read no repo makes any more fails it.

/** SQL table name → the folder of src/server/modules/ that owns it ('db': src/server/db/ itself). */
export const TABLE_OWNERS = {
  // auth: accounts and how one signs in
  users: 'auth',
  sessions: 'auth',
  sign_in_addresses: 'auth',
  one_time_tokens: 'auth',
  // email: what was sent, and the queue of what is to be
  email_outbox: 'email',
  // billing: money
  plans: 'billing',
  subscriptions: 'billing',
  subscription_events: 'billing',
  payments: 'billing',
  payment_events: 'billing',
  webhook_events: 'billing',
  sandbox_charges: 'billing',
  // notifications: the centre, follows, preferences, push
  notifications: 'notifications',
  team_follows: 'notifications',
  match_follows: 'notifications',
  notification_preferences: 'notifications',
  push_subscriptions: 'notifications',
  push_queue: 'notifications',
  push_deliveries: 'notifications',
  push_keys: 'notifications',
  // admin: the audit log and the admins' broadcasts
  admin_audit_log: 'admin',
  notification_broadcasts: 'admin',
  contact_messages: 'contact',
  update_entries: 'updates',
  bonus_offers: 'bonus',
  news_articles: 'news',
  news_deleted_auto_keys: 'news',
  prediction_backtest: 'predictions',
  // football: the imported data (the live feed writes the live part, see SHARED_READS)
  competitions: 'football',
  seasons: 'football',
  teams: 'football',
  matches: 'football',
  goals: 'football',
  players: 'football',
  squad_members: 'football',
  lineup_entries: 'football',
  match_events: 'football',
  match_team_statistics: 'football',
  // data-sync: the deployment's sync from API-Football (issue 32) and the request budget it shares with the live feed
  data_sync_competitions: 'data-sync',
  data_sync_teams: 'data-sync',
  data_sync_fixtures: 'data-sync',
  season_official_tables: 'data-sync',
  api_request_budget: 'data-sync',
  live_goals: 'live',
  live_outbox: 'live',
  // the timers' claims across processes (db/job-claims.ts), used by every scheduler
  scheduled_jobs: 'db',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * The reads (and the live feed's writes) of another module's tables that stay in a repo, each with why:
 * a join one query needs (a paged, sorted list cannot be assembled from two services' answers), or a
 * writer inside the owner's transaction. Anything new goes through the owner's service instead.
 */
export const SHARED_READS: Array<{ repo: string; tables: TableName[]; why: string }> = [
  {
    repo: 'auth/admin/repo.ts',
    tables: ['subscriptions', 'plans'],
    why: 'the admin user list filters and sorts by plan in the same paged query',
  },
  {
    repo: 'billing/admin/repo.ts',
    tables: ['users'],
    why: 'the subscription and payment lists show and search the user’s name and email in the paged query',
  },
  { repo: 'billing/repo.ts', tables: ['users'], why: 'the payer’s name and email on receipts and emails' },
  {
    repo: 'auth/repo.ts',
    tables: ['admin_audit_log', 'push_subscriptions'],
    why: 'ADMIN_EMAILS promotions are audited in their transaction; ending sessions drops their push devices',
  },
  {
    repo: 'admin/audit-targets/repo.ts',
    tables: ['users', 'subscriptions', 'plans', 'payments', 'contact_messages', 'news_articles'],
    why: 'the audit list labels its targets, one query per kind for a whole page',
  },
  {
    repo: 'admin/broadcasts/repo.ts',
    tables: ['users', 'plans', 'team_follows', 'teams', 'notifications', 'push_deliveries'],
    why: 'a broadcast’s audience (by plan or team) and its delivery figures, counted in SQL',
  },
  {
    repo: 'notifications/repo.ts',
    tables: ['matches', 'teams'],
    why: 'the followers of a match’s teams, and followed teams shown by name',
  },
  { repo: 'notifications/personal-data/repo.ts', tables: ['teams'], why: 'the export names each followed team' },
  {
    repo: 'predictions/repo.ts',
    tables: ['competitions', 'seasons', 'matches'],
    why: 'the model’s training set: every finished match, in one query',
  },
  {
    repo: 'live/repo.ts',
    tables: [
      'matches',
      'goals',
      'teams',
      'players',
      'squad_members',
      'lineup_entries',
      'match_events',
      'match_team_statistics',
      'data_sync_competitions',
    ],
    why: 'the live feed persists score, clock, goals, timeline and team statistics in the transaction that writes its outbox, reads the synced season coverage so it never asks for what the league lacks, and joins a lineup’s players to those the team already has (squads, earlier lineups)',
  },
  {
    repo: 'data-sync/repo.ts',
    tables: ['competitions', 'seasons', 'teams', 'matches'],
    why: 'a synced season’s teams and fixtures are written with their provider ids in one transaction (to move behind football’s service)',
  },
  {
    repo: 'football/repo.ts',
    tables: ['season_official_tables', 'data_sync_fixtures', 'live_goals'],
    why: 'a synced season’s Artilharia is its official list, read with the season’s page; a synced match’s page says "Cancelado" or its earlier date as the feed gave them; a replayed match whose data has only the result shows each goal at the minute the replay played it',
  },
  {
    repo: 'football/import/repo.ts',
    tables: ['live_goals'],
    why: 'a re-imported match drops the live goals the file now holds, in the import’s transaction',
  },
];

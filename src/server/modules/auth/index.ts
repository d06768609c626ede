// Wires accounts: the repo and the service; start() (server ready) promotes the ADMIN_EMAILS accounts
// and prunes expired sessions, stop() waits for the emails still being sent.
import type { Db } from '../../db/client';
import { authRepo } from './repo';
import { createAuthService, type AuthService, type AuthServiceOptions } from './service';
import { createAccountsAdmin, type AccountsAdmin } from './admin/service';

export interface Auth {
  service: AuthService;
  /** The admin area's accounts: lists, sessions, figures, standing changes. */
  accounts: AccountsAdmin;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createAuth(options: Omit<AuthServiceOptions, 'repo'> & { db: Db }): Auth {
  const service = createAuthService({ ...options, repo: authRepo(options.db) });
  return {
    service,
    accounts: createAccountsAdmin(options.db),
    start: async () => {
      const promoted = await service.promoteConfiguredAdmins();
      if (promoted) options.log.info(`${promoted} conta(s) de ADMIN_EMAILS promovida(s) a administrador`);
      await service.pruneExpiredSessions();
    },
    stop: () => service.drain(),
  };
}

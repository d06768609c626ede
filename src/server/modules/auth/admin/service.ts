// What the admin area asks of accounts (auth owns users and sessions): the user list and its CSV,
// one user, their open sessions, the dashboard's account figures and the standing change.
import type { Db } from '../../../db/client';
import { accountsAdminRepo, changeStanding } from './repo';

export function createAccountsAdmin(db: Db) {
  const repo = accountsAdminRepo(db);
  return {
    listUsers: repo.listUsers,
    countUsers: repo.countUsers,
    eachUser: repo.eachUser,
    userById: repo.userById,
    sessionsOf: repo.sessionsOf,
    userFigures: repo.userFigures,
    /** Role or disabled flag, and the caller's audit row in the same transaction; false when it would leave no active admin. */
    changeStanding: (
      target: Parameters<typeof changeStanding>[1],
      patch: Parameters<typeof changeStanding>[2],
      alsoInTransaction: Parameters<typeof changeStanding>[3],
    ) => changeStanding(db, target, patch, alsoInTransaction),
  };
}

export type AccountsAdmin = ReturnType<typeof createAccountsAdmin>;

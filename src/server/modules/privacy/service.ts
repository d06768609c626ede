// The user's rights under the LGPD (art. 18), issue 22 point 5: a copy of every datum held about the
// account (a JSON download), and deletion of the account after the password is confirmed again.
import { ACCOUNT_DELETED_MESSAGE } from '@shared/privacy';
import { conflict, notFound } from '../../domain-errors';
import type { Db } from '../../db/client';
import type { Authenticated, AuthService } from '../auth/service';
import type { PersonalDataPart, Person } from './personal-data';
import { inOneTransaction } from './repo';

export const PRIVACY_MESSAGES = {
  wrongPassword: 'Senha incorreta. A conta não foi excluída.',
  adminAccount:
    'Contas de administrador não podem ser excluídas por aqui: peça a outro administrador que retire o seu papel antes.',
};

/** What the export says about itself, so the file explains its own contents. */
const EXPORT_NOTE =
  'Todos os dados pessoais que guardamos sobre a sua conta, no momento em que este arquivo foi gerado. ' +
  'A senha é guardada apenas como hash (argon2id) e não é incluída; as sessões não incluem o identificador do cookie.';

/** The address a deleted account is known by from then on (never deliverable: .invalid). */
const tombstoneEmail = (userId: number) => `excluido-${userId}@conta-excluida.invalid`;

const personOf = (auth: Authenticated): Person => ({
  id: auth.user.id,
  email: auth.user.email,
  pseudonym: tombstoneEmail(auth.user.id),
});

export function createPrivacyService(deps: {
  db: Db;
  /** Each module's part of the export and of the deletion, over the tables it owns. */
  parts: readonly PersonalDataPart[];
  product: string;
  now: () => Date;
  /** The password check shared with the password change (counted per account). */
  auth: Pick<AuthService, 'confirmCurrentPassword' | 'endUserSessions'>;
}) {
  return {
    /** Every datum held about the signed-in user, and no one else's. */
    async exportData(auth: Authenticated) {
      const person = personOf(auth);
      const data: Record<string, unknown> = {};
      // One part after the other, in the list's order: the file's sections keep that order.
      for (const part of deps.parts) Object.assign(data, await part.export(deps.db, person));
      if (!data.account) throw notFound('Conta não encontrada.');
      return { product: deps.product, generatedAt: deps.now().toISOString(), note: EXPORT_NOTE, ...data };
    },

    async deleteAccount(auth: Authenticated, password: string): Promise<string> {
      if (auth.user.role === 'admin') throw conflict(PRIVACY_MESSAGES.adminAccount);
      await deps.auth.confirmCurrentPassword(auth, password, PRIVACY_MESSAGES.wrongPassword);
      // Sessions ended through auth: their sockets, in every process, are disconnected too.
      await deps.auth.endUserSessions(auth.user.id);
      // Every part in one transaction: all of the account goes, or none of it.
      const person = personOf(auth);
      const at = deps.now();
      await inOneTransaction(deps.db, async (tx) => {
        for (const part of deps.parts) await part.erase(tx, person, at);
      });
      return ACCOUNT_DELETED_MESSAGE;
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;

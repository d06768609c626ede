// The user's rights under the LGPD (art. 18), issue 22 point 5: a copy of every datum held about the
// account (a JSON download), and deletion of the account after the password is confirmed again.
import { ACCOUNT_DELETED_MESSAGE } from '@shared/privacy';
import { HttpError } from '../../plugins/errors';
import type { Db } from '../../db/client';
import type { Authenticated, AuthService } from '../auth/service';
import { deleteAccount, userDataOf } from './repo';

export const PRIVACY_MESSAGES = {
  wrongPassword: 'Senha incorreta. A conta não foi excluída.',
  adminAccount:
    'Contas de administrador não podem ser excluídas por aqui: peça a outro administrador que retire o seu papel antes.',
};

/** What the export says about itself, so the file explains its own contents. */
const EXPORT_NOTE =
  'Todos os dados pessoais que guardamos sobre a sua conta, no momento em que este arquivo foi gerado. ' +
  'A senha é guardada apenas como hash (argon2id) e não é incluída; as sessões não incluem o identificador do cookie.';

export function createPrivacyService(deps: {
  db: Db;
  product: string;
  now: () => Date;
  /** The password check shared with the password change (counted per account). */
  auth: Pick<AuthService, 'confirmCurrentPassword' | 'endUserSessions'>;
}) {
  return {
    /** Every datum held about the signed-in user, and no one else's. */
    async exportData(auth: Authenticated) {
      const data = await userDataOf(deps.db, auth.user.id);
      if (!data) throw new HttpError(404, 'Conta não encontrada.');
      return { product: deps.product, generatedAt: deps.now().toISOString(), note: EXPORT_NOTE, ...data };
    },

    async deleteAccount(auth: Authenticated, password: string): Promise<string> {
      if (auth.user.role === 'admin') throw new HttpError(409, PRIVACY_MESSAGES.adminAccount);
      await deps.auth.confirmCurrentPassword(auth, password, PRIVACY_MESSAGES.wrongPassword);
      // Sessions ended through auth: their sockets, in every process, are disconnected too.
      await deps.auth.endUserSessions(auth.user.id);
      await deleteAccount(deps.db, auth.user.id, deps.now());
      return ACCOUNT_DELETED_MESSAGE;
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;

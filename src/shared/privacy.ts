// The privacy calls (issue 22 point 5, LGPD art. 18): the user's data export and account deletion.
import { z } from 'zod';

/** Deleting the account asks for the password again. */
export const deleteAccountBodySchema = z.object({ password: z.string().min(1, 'Informe sua senha.').max(256) });

export const ACCOUNT_DELETED_MESSAGE =
  'Sua conta foi excluída. Os registros de pagamento que a lei manda guardar ficaram anonimizados.';

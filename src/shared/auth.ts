// The accounts contract (spec §3, §7, §8): payload rules and answers shared by app and server.
import { z } from 'zod';
import { EMAIL_RULE, LOGIN_ERROR_TYPES, PASSWORD_RULE, USERNAME_RULE } from './auth-rules';
import { errorSchema } from './api-error';
import { int4 } from './integers';

// Constants without zod live in auth-rules.ts so the client can import them cheaply.
export * from './auth-rules';

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.]{3,30}$/, USERNAME_RULE);
export const emailSchema = z.string().trim().toLowerCase().max(254, EMAIL_RULE).pipe(z.email(EMAIL_RULE));
export const passwordSchema = z
  .string()
  .min(8, PASSWORD_RULE)
  .max(256, 'A senha pode ter no máximo 256 caracteres')
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), PASSWORD_RULE);

export const registerBodySchema = z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** `email` also accepts the username. */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Informe seu email ou nome de usuário').max(254),
  password: z.string().min(1, 'Informe sua senha').max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const updateUserBodySchema = z
  .object({ username: usernameSchema.optional(), email: emailSchema.optional() })
  .refine((body) => body.username !== undefined || body.email !== undefined, 'Informe o nome de usuário ou o email');
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Informe a senha atual').max(256),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const resetRequestBodySchema = z.object({ email: emailSchema });
export const resetConfirmBodySchema = z.object({ token: z.string().min(10).max(200), password: passwordSchema });
export const resetPasswordBodySchema = z.union([resetConfirmBodySchema, resetRequestBodySchema]);
export const resendVerificationBodySchema = z.object({ email: emailSchema });

export const userRoleSchema = z.enum(['user', 'admin']);
export const userSchema = z.object({
  id: int4(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** A requested new email, waiting for its link to be opened; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  role: userRoleSchema,
  createdAt: z.string(),
  /**
   * GET /api/user only: whether this user's email is on ADMIN_FALLBACK_EMAILS (spec §6's fallback when
   * the admin check call fails). The server answers yes/no for this user; the list never leaves it.
   */
  adminFallback: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });
export const registerVerificationSchema = z.object({ emailVerificationRequired: z.literal(true), message: z.string() });
export type RegisterResponse = User | z.infer<typeof registerVerificationSchema>;

/** Spec §3 "Login error response": the shared { message } plus what the client needs to pick its toast. */
export const loginErrorSchema = errorSchema
  .extend({
    errorType: z.enum(LOGIN_ERROR_TYPES),
    emailVerificationRequired: z.boolean().optional(),
    email: z.string().optional(),
  })
  .describe('Erro de login');
export type LoginError = z.infer<typeof loginErrorSchema>;

export const checkAdminSchema = z.object({ isAdmin: z.boolean() });

/** The signed-in user's subscription (spec §7 /api/subscription/current): defined by billing. */
export { currentSubscriptionSchema, type CurrentSubscription } from './billing';

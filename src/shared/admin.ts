// The admin contract (issue 13): what /api/admin/* accepts and answers. The server validates with
// these schemas; the app imports their types (and admin-rules.ts for constants).
import { z } from 'zod';
import { errorSchema } from './api-error';
import { ADMIN_PAGE_SIZES, MAX_EXTEND_DAYS, REAUTH_ERROR_TYPE, SORT_ORDERS, USER_SORTS } from './admin-rules';
import { paymentMethodSchema, paymentStatusSchema, subscriptionStatusSchema } from './billing';
import { int4, idTextSchema } from './integers';

export * from './admin-rules';

/** 403 of a money or role action whose session signed in too long ago: ask the password, then retry. */
export const reauthErrorSchema = errorSchema
  .extend({ errorType: z.literal(REAUTH_ERROR_TYPE).optional() })
  .describe('Erro (com pedido de nova senha)');

export const reauthBodySchema = z.object({ password: z.string().min(1, 'Informe sua senha').max(256) });
export const reauthResponseSchema = z.object({ signedInAt: z.string(), validUntil: z.string() });

const boolParam = z.enum(['true', 'false']).transform((value) => value === 'true');
const pageParams = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (ADMIN_PAGE_SIZES as readonly number[]).includes(value), 'deve ser 10, 25, 50 ou 100')
    .default(25),
};
export const idParamsSchema = z.object({ id: idTextSchema() });
export const reasonSchema = z.string().trim().min(3, 'deve ter pelo menos 3 caracteres').max(500);

export const auditEntrySchema = z.object({
  id: int4(),
  actorId: int4(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What a person recognises (the user's email, the plan's name…); null when the target is gone. */
  targetLabel: z.string().nullable().optional(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  action: z.string().max(60).optional(),
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(40).optional(),
  before: idTextSchema().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditListSchema = z.object({ items: z.array(auditEntrySchema) });

// Users
export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(['user', 'admin']).optional(),
  verified: boolParam.optional(),
  disabled: boolParam.optional(),
  plan: z.string().max(40).optional(),
  sort: z.enum(USER_SORTS).default('createdAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
  ...pageParams,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const adminUserSchema = z.object({
  id: int4(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  planId: z.string().nullable(),
  /** The plan's name as sold ("Pro Anual"), beside its id. */
  planName: z.string().nullable(),
  subscriptionStatus: subscriptionStatusSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userListSchema = z.object({ items: z.array(adminUserSchema), total: int4() });

export const adminSubscriptionSchema = z.object({
  id: int4(),
  userId: int4(),
  username: z.string(),
  email: z.string(),
  planId: z.string(),
  planName: z.string(),
  status: subscriptionStatusSchema,
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminPaymentSchema = z.object({
  id: int4(),
  userId: int4(),
  username: z.string(),
  email: z.string(),
  planId: z.string(),
  planName: z.string(),
  kind: z.enum(['checkout', 'renewal']),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amountCents: int4(),
  provider: z.string(),
  providerPaymentId: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminSessionSchema = z.object({
  id: z.string().describe('Os primeiros caracteres do identificador da sessão'),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
/** A browser the user turned push notifications on in (a push subscription). */
export const adminDeviceSchema = z.object({
  id: int4(),
  /** By the push service's host: Chrome, Firefox, Safari, Edge or 'Outro navegador'. */
  browser: z.string(),
  endpointHost: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AdminDevice = z.infer<typeof adminDeviceSchema>;
export const userDetailSchema = z.object({
  user: adminUserSchema,
  subscription: adminSubscriptionSchema.nullable(),
  payments: z.array(adminPaymentSchema),
  sessions: z.array(adminSessionSchema),
  audit: z.array(auditEntrySchema),
  devices: z.array(adminDeviceSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const roleBodySchema = z.object({ role: z.enum(['user', 'admin']) });
export const optionalReasonBodySchema = z.object({ reason: reasonSchema.optional() });
export const actionResultSchema = z.object({ message: z.string() });

// Subscriptions
export const subscriptionListQuerySchema = z.object({
  status: subscriptionStatusSchema.optional(),
  plan: z.string().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  ...pageParams,
});
export type SubscriptionListQuery = z.input<typeof subscriptionListQuerySchema>;
export const subscriptionListSchema = z.object({ items: z.array(adminSubscriptionSchema), total: int4() });
export const reasonBodySchema = z.object({ reason: reasonSchema });
export const extendBodySchema = z.object({
  days: z.coerce
    .number()
    .int('deve ser um número inteiro de dias')
    .min(1, 'deve ser pelo menos 1 dia')
    .max(MAX_EXTEND_DAYS, `deve ser no máximo ${MAX_EXTEND_DAYS} dias`),
  reason: reasonSchema,
});

// Payments
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'deve estar no formato AAAA-MM-DD');
export const paymentListQuerySchema = z.object({
  status: paymentStatusSchema.optional(),
  method: paymentMethodSchema.optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  q: z.string().trim().max(100).optional(),
  ...pageParams,
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;
export const paymentListSchema = z.object({ items: z.array(adminPaymentSchema), total: int4() });
export const paymentEventSchema = z.object({
  id: int4(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  source: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const paymentDetailSchema = z.object({
  payment: adminPaymentSchema.extend({
    pixExpiresAt: z.string().nullable(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
  }),
  events: z.array(paymentEventSchema),
  audit: z.array(auditEntrySchema),
  /** Whether the provider is the sandbox (the "mark PIX as paid" action exists only there). */
  sandbox: z.boolean(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

// Dashboard
export const dashboardSchema = z.object({
  users: z.object({
    total: int4(),
    new7d: int4(),
    new30d: int4(),
    verified: int4(),
    disabled: int4(),
    admins: int4(),
  }),
  subscriptions: z.object({
    activeByPlan: z.array(z.object({ planId: z.string(), planName: z.string(), count: int4() })),
    mrrCents: int4(),
    /** Subscriptions that ended (expired or canceled) in the last 30 days, over those active 30 days ago. */
    churned30d: int4(),
    churnRate30d: z.number(),
  }),
  payments: z.object({
    byStatus30d: z.array(z.object({ status: z.string(), count: int4(), amountCents: int4() })),
    revenuePerDay: z.array(z.object({ day: z.string(), amountCents: int4() })),
  }),
  live: z.object({
    connectedSockets: int4(),
    liveMatches: int4(),
    /** Notifications stored since midnight (São Paulo), all producers. */
    notificationsSentToday: int4(),
    /** Pushes accepted over pushes finished (sent, gone, dropped) since midnight; null: none today. */
    pushSuccessRate: z.number().nullable(),
  }),
  audit: z.array(auditEntrySchema),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

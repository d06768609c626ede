// The admin calls (issue 13; spec §4 "Admin check", §7 /api/admin/check-admin). Every route but the
// check itself is behind requireAdmin (visitor 401, signed-in non-admin 403) by one hook on this
// plugin, so no admin route can forget it; money and role actions also need a recent password
// (requireRecentSignIn, 403 with errorType 'reauth_required' → POST /api/admin/reauth).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkAdminSchema } from '@shared/auth';
import { METHOD_LABEL, PAYMENT_KIND_LABEL, paymentStatusLabel, subscriptionStatusLabel } from '@shared/billing-labels';
import {
  actionResultSchema,
  auditListSchema,
  auditQuerySchema,
  dashboardSchema,
  extendBodySchema,
  idParamsSchema,
  optionalReasonBodySchema,
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentListSchema,
  reasonBodySchema,
  reauthBodySchema,
  reauthErrorSchema,
  reauthResponseSchema,
  roleBodySchema,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  userDetailSchema,
  userListQuerySchema,
  userListSchema,
  type AdminPayment,
  type AdminSubscription,
  type AdminUser,
} from '@shared/admin';
import {
  audienceOptionsSchema,
  broadcastComposeSchema,
  broadcastCreateSchema,
  broadcastListQuerySchema,
  broadcastListSchema,
  broadcastPreviewSchema,
  broadcastResultSchema,
} from '@shared/admin-notifications';
import { isLive } from '@shared/match-status';
import { actorOf, authOf, requireAdmin, requireUser } from '../../plugins/session';
import { errorResponses } from '../../plugins/errors';
import type { AdminService } from './service';
import type { AuditLog } from './audit';
import type { Broadcasts } from './broadcasts/service';
import { csvStream } from './csv';
import type { LiveService } from '../live';
import type { ContentAdmin } from './content';
import { contentAdminRoutes } from './content-routes';

const tags = ['admin'];
const noStore = { 'Cache-Control': 'no-store' };
const guarded = { ...errorResponses(401, 404, 409, 429, 502), 403: reauthErrorSchema };

export interface AdminRouteDeps {
  service: AdminService;
  audit: AuditLog;
  broadcasts: Broadcasts;
  live: Pick<LiveService, 'sync'>;
  connectedSockets: () => number;
  now: () => Date;
  /** News, updates, bonus offers and plans (/admin/news); absent in apps built without them. */
  content?: ContentAdmin;
}

export const adminRoutes =
  (deps?: AdminRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/check-admin',
      {
        preHandler: requireUser,
        schema: {
          summary: 'Diz se o usuário da sessão é administrador',
          tags,
          response: { 200: checkAdminSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) =>
        reply.header('Cache-Control', 'no-store').send({ isAdmin: authOf(request).user.role === 'admin' }),
    );
    if (!deps) return;
    await app.register(adminOnlyRoutes(deps));
  };

const adminOnlyRoutes =
  (deps: AdminRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { service, audit } = deps;
    // Every route of this plugin: one hook, so none can be added without the check.
    app.addHook('preHandler', requireAdmin);
    // preHandler of money and role actions (and plans, in the content routes).
    const recent = async (request: FastifyRequest) => service.requireRecentSignIn(actorOf(request));

    app.post(
      '/admin/reauth',
      {
        schema: {
          summary: 'Confirma a senha do administrador (ações de dinheiro e de papéis)',
          tags,
          body: reauthBodySchema,
          response: { 200: reauthResponseSchema, ...errorResponses(401, 403, 429) },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await service.reauthenticate(actorOf(request), request.body.password)),
    );

    app.get(
      '/admin/audit',
      {
        schema: {
          summary: 'Registro de auditoria (mais recentes primeiro)',
          tags,
          querystring: auditQuerySchema,
          response: { 200: auditListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send({ items: await audit.list(request.query) }),
    );

    app.get(
      '/admin/dashboard',
      {
        schema: { summary: 'Números do painel', tags, response: { 200: dashboardSchema, ...errorResponses(401, 403) } },
      },
      async (_request, reply) => {
        const now = deps.now();
        const [figures, recentAudit, sync, notificationFigures] = await Promise.all([
          service.dashboardFigures(now),
          audit.list({ limit: 10 }),
          deps.live.sync().catch(() => ({ matches: [] as { status: number }[] })),
          service.notificationFigures(now),
        ]);
        return reply.headers(noStore).send({
          ...figures,
          live: {
            connectedSockets: deps.connectedSockets(),
            liveMatches: sync.matches.filter((match) => isLive(Number(match.status))).length,
            ...notificationFigures,
          },
          audit: recentAudit,
          generatedAt: now.toISOString(),
        });
      },
    );

    // Users
    app.get(
      '/admin/users',
      {
        schema: {
          summary: 'Usuários: busca, filtros, ordem e páginas',
          tags,
          querystring: userListQuerySchema,
          response: { 200: userListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.listUsers(request.query)),
    );
    app.get(
      '/admin/users/:id',
      {
        schema: {
          summary: 'Um usuário: assinatura, pagamentos, sessões e auditoria',
          tags,
          params: idParamsSchema,
          response: { 200: userDetailSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.userDetail(request.params.id)),
    );
    const userAction = (summary: string) => ({
      summary,
      tags,
      params: idParamsSchema,
      response: { 200: actionResultSchema, ...guarded },
    });
    app.post(
      '/admin/users/:id/disable',
      {
        schema: { ...userAction('Desativa a conta e encerra suas sessões'), body: optionalReasonBodySchema.optional() },
      },
      async (request) => ({
        message: await service.setDisabled(actorOf(request), request.params.id, true, request.body?.reason),
      }),
    );
    app.post(
      '/admin/users/:id/enable',
      { schema: { ...userAction('Reativa a conta'), body: optionalReasonBodySchema.optional() } },
      async (request) => ({
        message: await service.setDisabled(actorOf(request), request.params.id, false, request.body?.reason),
      }),
    );
    app.post(
      '/admin/users/:id/role',
      { preHandler: recent, schema: { ...userAction('Torna administrador ou retira o papel'), body: roleBodySchema } },
      async (request) => ({ message: await service.setRole(actorOf(request), request.params.id, request.body.role) }),
    );
    app.post(
      '/admin/users/:id/end-sessions',
      { schema: userAction('Encerra todas as sessões do usuário') },
      async (request) => ({ message: await service.endSessions(actorOf(request), request.params.id) }),
    );
    app.post(
      '/admin/users/:id/resend-verification',
      { schema: userAction('Reenvia o link de confirmação de email') },
      async (request) => ({ message: await service.resendVerification(actorOf(request), request.params.id) }),
    );

    // Notifications (point 9): compose, preview, send now or schedule, history, cancel.
    app.get(
      '/admin/notifications',
      {
        schema: {
          summary: 'Notificações enviadas e agendadas, com destinatários, entregas, pushes e leituras',
          tags,
          querystring: broadcastListQuerySchema,
          response: { 200: broadcastListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send({ items: await deps.broadcasts.list(request.query.limit) }),
    );
    app.get(
      '/admin/notifications/audiences',
      {
        schema: {
          summary: 'Planos e times seguidos que podem receber uma notificação',
          tags,
          response: { 200: audienceOptionsSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => reply.headers(noStore).send(await deps.broadcasts.audienceOptions()),
    );
    app.post(
      '/admin/notifications/preview',
      {
        schema: {
          summary: 'Prévia: quantos recebem e como fica (nada é enviado)',
          tags,
          body: broadcastComposeSchema,
          response: { 200: broadcastPreviewSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await deps.broadcasts.preview(request.body)),
    );
    app.post(
      '/admin/notifications',
      {
        schema: {
          summary: 'Envia agora (scheduledAt ausente) ou agenda uma notificação',
          tags,
          body: broadcastCreateSchema,
          response: { 200: broadcastResultSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await deps.broadcasts.create(actorOf(request), request.body)),
    );
    app.post(
      '/admin/notifications/:id/cancel',
      {
        schema: {
          summary: 'Cancela uma notificação agendada',
          tags,
          params: idParamsSchema,
          response: { 200: broadcastResultSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await deps.broadcasts.cancel(actorOf(request), request.params.id)),
    );

    // Subscriptions
    app.get(
      '/admin/subscriptions',
      {
        schema: {
          summary: 'Assinaturas por situação e plano',
          tags,
          querystring: subscriptionListQuerySchema,
          response: { 200: subscriptionListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.listSubscriptions(request.query)),
    );
    app.post(
      '/admin/subscriptions/:id/cancel',
      {
        preHandler: recent,
        schema: { ...userAction('Cancela a assinatura ao fim do período'), body: reasonBodySchema },
      },
      async (request) => ({
        message: await service.cancelSubscription(actorOf(request), request.params.id, request.body.reason),
      }),
    );
    app.post(
      '/admin/subscriptions/:id/extend',
      { preHandler: recent, schema: { ...userAction('Estende a assinatura em N dias'), body: extendBodySchema } },
      async (request) => ({
        message: await service.extendSubscription(
          actorOf(request),
          request.params.id,
          request.body.days,
          request.body.reason,
        ),
      }),
    );

    // Payments
    app.get(
      '/admin/payments',
      {
        schema: {
          summary: 'Pagamentos por situação, forma e data',
          tags,
          querystring: paymentListQuerySchema,
          response: { 200: paymentListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.listPayments(request.query)),
    );
    app.get(
      '/admin/payments/:id',
      {
        schema: {
          summary: 'Um pagamento e os eventos do provedor',
          tags,
          params: idParamsSchema,
          response: { 200: paymentDetailSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.paymentDetail(request.params.id)),
    );
    app.post(
      '/admin/payments/:id/refund',
      { preHandler: recent, schema: { ...userAction('Reembolsa pelo provedor'), body: reasonBodySchema } },
      async (request) => ({ message: await service.refund(actorOf(request), request.params.id, request.body.reason) }),
    );
    app.post(
      '/admin/payments/:id/mark-paid',
      { preHandler: recent, schema: userAction('Sandbox: marca um PIX pendente como pago') },
      async (request) => ({ message: await service.markPixPaid(actorOf(request), request.params.id) }),
    );

    // CSV exports (streamed; the same filters as the lists, without pages), each audited before a row goes out.
    const csvResponse = { 200: z.string().describe('CSV'), ...errorResponses(401, 403) };
    const sendCsv = (reply: FastifyReply, name: string, body: NodeJS.ReadableStream) =>
      reply
        .headers(noStore)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}-${deps.now().toISOString().slice(0, 10)}.csv"`)
        .send(body);
    app.get(
      '/admin/export/users.csv',
      { schema: { summary: 'Usuários em CSV', tags, querystring: userListQuerySchema, response: csvResponse } },
      async (request, reply) => {
        const rows = await service.exportUsers(actorOf(request), request.query);
        return sendCsv(
          reply,
          'usuarios',
          csvStream<AdminUser>(
            [
              { header: 'id', value: (row) => row.id },
              { header: 'usuario', value: (row) => row.username },
              { header: 'email', value: (row) => row.email },
              { header: 'papel', value: (row) => (row.role === 'admin' ? 'administrador' : 'usuário') },
              { header: 'email_confirmado', value: (row) => (row.emailVerified ? 'sim' : 'não') },
              { header: 'desativado', value: (row) => (row.disabled ? 'sim' : 'não') },
              // Words a person reads (issue 35 point 2), not the stored codes.
              { header: 'plano', value: (row) => row.planName ?? 'Grátis' },
              { header: 'assinatura', value: (row) => subscriptionStatusLabel(row.subscriptionStatus ?? 'none') },
              { header: 'criado_em', value: (row) => row.createdAt },
              { header: 'ultimo_login', value: (row) => row.lastLoginAt },
            ],
            rows,
          ),
        );
      },
    );
    app.get(
      '/admin/export/subscriptions.csv',
      {
        schema: {
          summary: 'Assinaturas em CSV',
          tags,
          querystring: subscriptionListQuerySchema,
          response: csvResponse,
        },
      },
      async (request, reply) => {
        const rows = await service.exportSubscriptions(actorOf(request), request.query);
        return sendCsv(
          reply,
          'assinaturas',
          csvStream<AdminSubscription>(
            [
              { header: 'id', value: (row) => row.id },
              { header: 'usuario_id', value: (row) => row.userId },
              { header: 'email', value: (row) => row.email },
              { header: 'plano', value: (row) => row.planName },
              { header: 'situacao', value: (row) => subscriptionStatusLabel(row.status) },
              { header: 'inicio_periodo', value: (row) => row.currentPeriodStart },
              { header: 'fim_periodo', value: (row) => row.currentPeriodEnd },
              { header: 'cancela_no_fim', value: (row) => (row.cancelAtPeriodEnd ? 'sim' : 'não') },
              { header: 'criada_em', value: (row) => row.createdAt },
            ],
            rows,
          ),
        );
      },
    );
    app.get(
      '/admin/export/payments.csv',
      { schema: { summary: 'Pagamentos em CSV', tags, querystring: paymentListQuerySchema, response: csvResponse } },
      async (request, reply) => {
        const rows = await service.exportPayments(actorOf(request), request.query);
        return sendCsv(
          reply,
          'pagamentos',
          csvStream<AdminPayment>(
            [
              { header: 'id', value: (row) => row.id },
              { header: 'usuario_id', value: (row) => row.userId },
              { header: 'email', value: (row) => row.email },
              { header: 'plano', value: (row) => row.planName },
              { header: 'tipo', value: (row) => PAYMENT_KIND_LABEL[row.kind] ?? row.kind },
              { header: 'forma', value: (row) => METHOD_LABEL[row.method] ?? row.method },
              { header: 'situacao', value: (row) => paymentStatusLabel(row.status) },
              { header: 'valor', value: (row) => (row.amountCents / 100).toFixed(2) },
              { header: 'provedor', value: (row) => row.provider },
              { header: 'id_no_provedor', value: (row) => row.providerPaymentId },
              { header: 'criado_em', value: (row) => row.createdAt },
              { header: 'aprovado_em', value: (row) => row.approvedAt },
            ],
            rows,
          ),
        );
      },
    );

    // Content: a child plugin, under this plugin's requireAdmin hook like every route above.
    if (deps.content) await app.register(contentAdminRoutes({ content: deps.content, requireRecentSignIn: recent }));
  };

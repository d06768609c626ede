// Billing calls (issue 11, point 8; spec §7 /api/subscription/*): plans, checkout, payments
// (owner or admin), subscription cancel/resume/renewal code, the providers' signed webhook, and
// the sandbox's hosted pay page when the sandbox is the provider.
import { z } from 'zod';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  currentSubscriptionSchema,
  entitlementsSchema,
  paymentHistorySchema,
  paymentIdParamsSchema,
  paymentSchema,
  planListSchema,
  webhookAckSchema,
} from '@shared/billing';
import { authOf, requireUser } from '../../plugins/session';
import { HttpError, NOT_FOUND_MESSAGE, errorResponses } from '../../plugins/errors';
import type { BillingService } from './service';
import { SANDBOX_PAY_PATH, type SandboxProvider } from './sandbox/provider';
import { sandboxPayPage, sandboxPixPaidPage } from './sandbox/page';

const noStore = { 'Cache-Control': 'no-store' };
const tags = ['assinatura'];

export const billingRoutes =
  (deps: {
    service: BillingService;
    sandbox: SandboxProvider | null;
    now: () => Date;
    /** Shared rate-limit store options (Redis, with several processes). */
    rateLimit?: Partial<RateLimitPluginOptions>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;
    await app.register(rateLimit, { ...deps.rateLimit, global: false });
    const viewer = (request: Parameters<typeof authOf>[0]) => {
      const { user } = authOf(request);
      return { id: user.id, role: user.role };
    };

    app.get(
      '/plans',
      { schema: { summary: 'Planos à venda', tags, response: { 200: planListSchema } } },
      async (_request, reply) => reply.header('Cache-Control', 'public, max-age=60').send(await service.listPlans()),
    );

    app.get(
      '/billing/entitlements',
      {
        schema: {
          summary: 'O que o usuário (ou o visitante) pode usar agora',
          tags,
          response: { 200: entitlementsSchema },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await service.entitlementsOf(request.auth?.user.id ?? null)),
    );

    app.get(
      '/subscription/current',
      {
        preHandler: requireUser,
        schema: {
          summary: 'Assinatura atual do usuário',
          tags,
          response: { 200: currentSubscriptionSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.currentSubscription(viewer(request).id)),
    );

    app.get(
      '/subscription/payments',
      {
        preHandler: requireUser,
        schema: {
          summary: 'Histórico de pagamentos do usuário',
          tags,
          response: { 200: paymentHistorySchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.paymentHistory(viewer(request).id)),
    );

    app.post(
      '/billing/checkout',
      {
        preHandler: requireUser,
        schema: {
          summary: 'Inicia a compra de um plano (cartão: página do provedor; PIX: QR Code)',
          tags,
          body: checkoutBodySchema,
          response: { 201: checkoutResponseSchema, ...errorResponses(401, 404, 409, 429, 502) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .headers(noStore)
          .send(await service.checkout(viewer(request).id, request.body)),
    );

    app.get(
      '/billing/payments/:id',
      {
        preHandler: requireUser,
        schema: {
          summary: 'Um pagamento (só do próprio usuário ou para administradores)',
          tags,
          params: paymentIdParamsSchema,
          response: { 200: paymentSchema, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await service.getPayment(viewer(request), request.params.id)),
    );

    app.get(
      '/billing/payments/:id/receipt',
      {
        preHandler: requireUser,
        schema: {
          summary: 'Recibo de um pagamento aprovado (HTML)',
          tags,
          params: paymentIdParamsSchema,
          response: { 200: z.string(), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) =>
        reply
          .headers(noStore)
          .type('text/html; charset=utf-8')
          .send(await service.receipt(viewer(request), request.params.id)),
    );

    app.post(
      '/billing/subscription/cancel',
      {
        preHandler: requireUser,
        schema: {
          summary: 'Cancela a assinatura no fim do período já pago',
          tags,
          response: { 200: currentSubscriptionSchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.cancel(viewer(request).id)),
    );

    app.post(
      '/billing/subscription/resume',
      {
        preHandler: requireUser,
        schema: {
          summary: 'Desfaz o cancelamento agendado',
          tags,
          response: { 200: currentSubscriptionSchema, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.resume(viewer(request).id)),
    );

    app.post(
      '/billing/subscription/renewal',
      {
        preHandler: requireUser,
        schema: {
          summary: 'O PIX de renovação do período atual (um novo código se o anterior expirou)',
          tags,
          response: { 200: paymentSchema, ...errorResponses(401, 409, 502) },
        },
      },
      async (request, reply) => reply.headers(noStore).send(await service.renewalCode(viewer(request).id)),
    );

    app.post(
      '/billing/webhook/:provider',
      {
        bodyLimit: 64 * 1024,
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
        schema: {
          summary: 'Notificação do provedor de pagamento (autenticada pela assinatura x-signature)',
          tags,
          params: z.object({ provider: z.string().max(40) }),
          response: { 200: webhookAckSchema, ...errorResponses(401, 404, 429) },
        },
      },
      async (request, reply) =>
        reply.send(
          await service.handleWebhook(request.params.provider, {
            headers: request.headers,
            query: request.query as Record<string, unknown>,
            body: request.body,
          }),
        ),
    );

    const sandbox = deps.sandbox;
    if (!sandbox) return;
    // The pay page is a plain HTML form (no script): it posts urlencoded, which only this route reads.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'não é válido') });
    const chargeOr404 = async (token: string) => {
      const charge = await sandbox.chargeByToken(token);
      if (!charge) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return charge;
    };
    // With helmet's no-referrer, Chromium posts the form with "Origin: null", which the CSRF check
    // rightly refuses; same-origin keeps the real Origin on our own form.
    const html = (reply: import('fastify').FastifyReply, page: string) =>
      reply
        .headers({ ...noStore, 'Referrer-Policy': 'same-origin' })
        .type('text/html; charset=utf-8')
        .send(page);

    app.get(
      `/billing/sandbox/pay/:token`,
      {
        schema: {
          summary: 'Sandbox: página de pagamento',
          tags: ['sandbox'],
          params: tokenParams,
          response: { 200: z.string(), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const charge = await chargeOr404(request.params.token);
        return html(
          reply,
          sandboxPayPage({ charge, actionPath: `${SANDBOX_PAY_PATH}/${charge.token}`, now: deps.now() }),
        );
      },
    );

    app.post(
      `/billing/sandbox/pay/:token`,
      {
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          summary: 'Sandbox: o comprador aprova, recusa ou deixa pendente',
          tags: ['sandbox'],
          params: tokenParams,
          body: z.object({ outcome: z.enum(['approve', 'decline', 'pending']) }),
          response: { 200: z.string(), ...errorResponses(404, 429) },
        },
      },
      async (request, reply) => {
        await chargeOr404(request.params.token);
        const charge = await sandbox.act(request.params.token, request.body.outcome);
        if (!charge) throw new HttpError(404, NOT_FOUND_MESSAGE);
        if (charge.method === 'pix') return html(reply, sandboxPixPaidPage(charge));
        const target =
          charge.status === 'approved'
            ? charge.backUrls?.success
            : charge.status === 'rejected'
              ? charge.backUrls?.failure
              : charge.backUrls?.pending;
        if (!target) return html(reply, sandboxPixPaidPage(charge));
        // Same site: back to the path only, whatever address the buyer used, with our payment id.
        const back = new URL(target);
        back.searchParams.set('payment_id', charge.externalReference);
        return reply.redirect(`${back.pathname}${back.search}`, 303);
      },
    );
  };

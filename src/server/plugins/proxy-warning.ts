// Behind a proxy with TRUST_PROXY off every visitor has the proxy's address, so the per-address
// limits (login, sign-up, email) treat the whole site as one client. Said once, at the first
// request that carries X-Forwarded-For.
import type { FastifyInstance } from 'fastify';

export function warnOnForwardedRequests(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn(
      'Requisições chegam com X-Forwarded-For, mas TRUST_PROXY está desligado: todos os visitantes parecem vir do endereço do proxy e os limites por endereço valem para o site inteiro. Defina TRUST_PROXY (ex.: 1 para um proxy).',
    );
  });
}

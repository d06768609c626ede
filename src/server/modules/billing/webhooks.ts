// The providers' webhook: a forged, stale or replayed notification changes nothing; a verified one
// is looked up at the provider (its body is never trusted) and applied once (payments.ts).
import { NOT_FOUND_MESSAGE } from '../../plugins/errors';
import { notFound, unauthorized } from '../../domain-errors';
import { WebhookRejected, type WebhookRequest } from './provider';
import type { PaymentTransitions } from './payments';
import { BILLING_MESSAGES, type BillingContext } from './context';

export function createWebhookHandler(
  context: BillingContext,
  { applyProviderPayment }: Pick<PaymentTransitions, 'applyProviderPayment'>,
) {
  /**
   * A notification from the provider. Forged, stale or replayed ones change nothing; a verified
   * one is looked up at the provider and applied once.
   */
  async function handleWebhook(
    providerName: string,
    request: WebhookRequest,
  ): Promise<{ received: boolean; outcome: string }> {
    const { provider, repo, log } = context;
    if (providerName !== provider.name) throw notFound(NOT_FOUND_MESSAGE);
    const now = context.now();
    let notice;
    try {
      notice = provider.verifyWebhook(request, now);
    } catch (error) {
      if (error instanceof WebhookRejected) {
        log.warn({ provider: providerName, reason: error.reason }, 'billing: webhook recusado');
        throw unauthorized(BILLING_MESSAGES.badSignature);
      }
      throw error;
    }
    if (!notice) return { received: true, outcome: 'ignored:topic' };
    if (await repo.webhookSeen(provider.name, notice.eventId)) return { received: true, outcome: 'duplicate' };
    const found = await provider.getPayment(notice.providerPaymentId);
    if (!found) {
      log.warn(
        { provider: providerName, providerPaymentId: notice.providerPaymentId },
        'billing: webhook de pagamento desconhecido',
      );
      await repo.recordWebhook({
        provider: provider.name,
        eventId: notice.eventId,
        dataId: notice.providerPaymentId,
        outcome: 'ignored:unknown_payment',
        at: now,
      });
      return { received: true, outcome: 'ignored:unknown_payment' };
    }
    const outcome = await applyProviderPayment(found, `webhook:${provider.name}`, notice.eventId);
    return { received: true, outcome };
  }

  return { handleWebhook };
}

// Words a user understands (issue 22 point 10): one place for billing words, read by the billing
// screens and the admin.
import { describe, expect, test } from 'vitest';
import {
  eventDetailLines,
  eventSourceLabel,
  METHOD_LABEL,
  pixPageWords,
  planOffer,
  renewalNote,
} from '@shared/billing-labels';
import { METHOD_LABEL as BILLING_METHOD_LABEL } from '@app/features/billing/labels';
import { METHOD_LABEL as ADMIN_METHOD_LABEL } from '@app/features/admin/components/common';
import { connectionMode } from '@app/features/live/components/connection-indicator';

const names: Record<string, string> = { 'pro-monthly': 'Pro Mensal', 'pro-annual': 'Pro Anual' };
const planName = (id: string) => names[id] ?? id;

describe('billing words', () => {
  test('the admin and the billing screens say the same words', () => {
    expect(ADMIN_METHOD_LABEL).toBe(METHOD_LABEL);
    expect(BILLING_METHOD_LABEL).toBe(METHOD_LABEL);
    expect(METHOD_LABEL.card).toBe('Cartão de crédito');
  });

  test('a payment event reads as sentences, not JSON', () => {
    const lines = eventDetailLines(
      { planId: 'pro-annual', method: 'pix', amountCents: 17990, renewalFor: '2027-03-12T15:00:00.000Z' },
      planName,
    );
    expect(lines).toEqual([
      'Plano: Pro Anual',
      'Forma: PIX',
      'Valor: R$ 179,90',
      'Renovação do período que vence em 12/03/2027',
    ]);
    expect(eventDetailLines({ reason: 'new_code' }, planName)).toEqual(['Motivo: um novo código PIX foi pedido']);
    expect(eventDetailLines({ cancelAtPeriodEnd: true }, planName)).toEqual(['Cancelamento no fim do período']);
    expect(lines.join(' ')).not.toMatch(/[{}"]/);
    expect(eventSourceLabel('webhook:mercadopago')).toBe('Aviso do provedor (mercadopago)');
    expect(eventSourceLabel('admin:7')).toBe('Administrador #7');
    expect(eventSourceLabel('scheduler')).toBe('Rotina automática');
  });

  test('a Pro Anual subscriber is offered a plan change, not "Assinar Pro Mensal" as if new', () => {
    const annual = { signedIn: true, currentPlanId: 'pro-annual' };
    expect(planOffer({ id: 'pro-annual', tier: 'pro' }, annual)).toBe('current');
    expect(planOffer({ id: 'pro-monthly', tier: 'pro' }, annual)).toBe('switch');
    expect(planOffer({ id: 'free', tier: 'free' }, annual)).toBe('free-included');
    const free = { signedIn: true, currentPlanId: 'free' };
    expect(planOffer({ id: 'pro-monthly', tier: 'pro' }, free)).toBe('subscribe');
    expect(planOffer({ id: 'free', tier: 'free' }, free)).toBe('current');
    const visitor = { signedIn: false, currentPlanId: null };
    expect(planOffer({ id: 'free', tier: 'free' }, visitor)).toBe('free-signup');
    expect(planOffer({ id: 'pro-annual', tier: 'pro' }, visitor)).toBe('subscribe');
  });

  test('a card payer is not told about PIX renewals', () => {
    expect(renewalNote('card', 'mês')).not.toMatch(/PIX/);
    expect(renewalNote('pix', 'ano')).toMatch(/^Renovação por PIX a cada ano/);
  });

  test('a first purchase opened at /pix-renewal/{id} is not called a renewal', () => {
    const first = pixPageWords('checkout', 'Pro Mensal');
    expect(Object.values(first).join(' ')).not.toMatch(/[Rr]enova/);
    expect(first.title).toBe('Pagamento via PIX');
    expect(pixPageWords('renewal', 'Pro Mensal').title).toBe('Renovação via PIX');
  });

  test('the connected pill names the connection, not a live match', () => {
    const mode = connectionMode({
      online: true,
      isConnected: true,
      isReconnecting: false,
      useFallback: false,
      lastUpdate: null,
    });
    expect(mode.label).toBe('Tempo real');
    expect(mode.label).not.toMatch(/ao vivo/i);
  });
});

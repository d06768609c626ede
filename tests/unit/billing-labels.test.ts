// Words a user understands (issue 22 point 10): one place for billing words, read by the billing
// screens and the admin.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  eventDetailLines,
  eventSourceLabel,
  METHOD_LABEL,
  PAYMENT_STATUS,
  pixPageWords,
  planOffer,
  renewalNote,
  SUBSCRIPTION_STATUS,
} from '@shared/billing-labels';
import { connectionMode } from '@app/features/live/components/connection-indicator';

const names: Record<string, string> = { 'pro-monthly': 'Pro Mensal', 'pro-annual': 'Pro Anual' };
const planName = (id: string) => names[id] ?? id;

describe('billing words', () => {
  test('no screen writes a billing state or method word of its own (copies drifted: "Cartão")', () => {
    const appDir = path.resolve(import.meta.dirname, '../../src/app');
    const words = [
      ...Object.values(METHOD_LABEL),
      'Cartão',
      ...Object.values(PAYMENT_STATUS).map((entry) => entry.label),
      ...Object.values(SUBSCRIPTION_STATUS).map((entry) => entry.label),
    ].filter((word) => word !== 'Ativa'); // also an account's state in the admin's user filter
    const copies: string[] = [];
    for (const file of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(appDir, file), 'utf8');
      for (const word of words)
        if (source.includes(`'${word}'`) || source.includes(`"${word}"`)) copies.push(`${file}: ${word}`);
    }
    expect(copies).toEqual([]);
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

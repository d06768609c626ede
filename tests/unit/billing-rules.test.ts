// Money and payer rules shared by app and server: CPF check digits and formatting, prices in reais.
import { describe, expect, test } from 'vitest';
import {
  annualSavingsPercent,
  cpfProblem,
  formatCents,
  formatCpf,
  formatDateBr,
  isValidCpf,
  maskCpf,
  monthlyEquivalentCents,
} from '@shared/billing-rules';
import { checkoutBodySchema } from '@shared/billing';

describe('CPF', () => {
  test.each(['529.982.247-25', '52998224725', '111.444.777-35', ' 390.533.447-05 '])('%s is valid', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  test.each([
    ['529.982.247-24', 'second check digit wrong'],
    ['529.982.247-15', 'first check digit wrong'],
    ['111.111.111-11', 'one repeated digit passes the sums but is no CPF'],
    ['000.000.000-00', 'zeros'],
    ['5299822472', 'ten digits'],
    ['529982247250', 'twelve digits'],
    ['', 'empty'],
    ['abc.def.ghi-jk', 'letters'],
  ])('%s is invalid (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  test('formats as typed: 000.000.000-00, partial input stays partial, extra digits dropped', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('529.982.247-25999')).toBe('529.982.247-25');
  });

  test('a receipt shows only the middle digits', () => {
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
  });

  test('the checkout body: CPF required for PIX, checked, stored as digits', () => {
    expect(checkoutBodySchema.parse({ planId: 'pro-monthly', method: 'pix', cpf: '529.982.247-25' }).cpf).toBe(
      '52998224725',
    );
    expect(checkoutBodySchema.safeParse({ planId: 'pro-monthly', method: 'pix' }).success).toBe(false);
    expect(checkoutBodySchema.safeParse({ planId: 'pro-monthly', method: 'pix', cpf: '529.982.247-24' }).success).toBe(
      false,
    );
    expect(checkoutBodySchema.safeParse({ planId: 'pro-monthly', method: 'card' }).success).toBe(true);
  });
});

describe('prices', () => {
  test.each([
    [1990, 'R$ 19,90'],
    [17990, 'R$ 179,90'],
    [1499, 'R$ 14,99'],
    [0, 'R$ 0,00'],
    [123456, 'R$ 1.234,56'],
    [5, 'R$ 0,05'],
  ])('%i centavos → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  test('Pro Anual shown as "R$ 14,99 / mês, economize 25%" against Pro Mensal', () => {
    expect(monthlyEquivalentCents(17990, 'year')).toBe(1499);
    expect(monthlyEquivalentCents(1990, 'month')).toBe(1990);
    expect(annualSavingsPercent(17990, 1990)).toBe(25);
    expect(annualSavingsPercent(23880, 1990)).toBe(0);
  });

  test('dates in Brasília time', () => {
    expect(formatDateBr('2026-04-10T02:00:00Z')).toBe('09/04/2026');
    expect(formatDateBr(new Date('2026-04-10T15:00:00Z'))).toBe('10/04/2026');
  });
});

// Issue 35 point 5: an empty CPF said "CPF inválido"; it is asked for instead.
test('an empty CPF is required, a wrong one invalid, a right one fine', () => {
  expect(cpfProblem('')).toBe('Informe o CPF de quem vai pagar o PIX.');
  expect(cpfProblem(' . - ')).toBe('Informe o CPF de quem vai pagar o PIX.');
  expect(cpfProblem('123.456.789-00')).toBe('CPF inválido. Confira os 11 números.');
  expect(cpfProblem('529.982.247-25')).toBeNull();
});

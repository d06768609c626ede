// Every bonus offer carries what Brazilian rules expect beside a betting offer: '18+', 'Jogue com
// responsabilidade' and a link to help; its call to action is a sponsored link that opens apart.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { BonusOffer } from '@shared/bonus';
import { BonusCard } from '@app/features/bonus/components/bonus-card';

const offer: BonusOffer = {
  id: 4,
  operator: 'Operadora Exemplo',
  title: 'Bônus de boas-vindas',
  description: 'Descrição da oferta.',
  terms: 'Regulamento completo.',
  ctaUrl: 'https://operadora.exemplo/oferta',
  ctaLabel: 'Ver oferta',
  expiresAt: '2026-11-30T02:59:00.000Z',
};

describe.each([false, true])('bonus card (compact: %s)', (compact) => {
  test('notices, expiry in São Paulo time, and a sponsored noopener call to action', () => {
    render(<BonusCard offer={offer} helpUrl="https://ajuda.exemplo/" compact={compact} />);
    const card = screen.getByRole('region', { name: 'Bônus de boas-vindas' });
    const view = within(card);
    expect(view.getByText('18+').getAttribute('aria-label')).toBe('Proibido para menores de 18 anos');
    expect(view.queryByText('Jogue com responsabilidade')).not.toBeNull();
    const help = view.getByRole('link', { name: /Precisa de ajuda/ });
    expect(help.getAttribute('href')).toBe('https://ajuda.exemplo/');
    expect(view.queryByText('Válida até 29/11/2026, 23:59')).not.toBeNull();
    const cta = view.getByRole('link', { name: /Ver oferta/ });
    expect(cta.getAttribute('href')).toBe('https://operadora.exemplo/oferta');
    expect(cta.getAttribute('rel')).toBe('sponsored noopener');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(Boolean(view.queryByText('Regulamento completo.'))).toBe(!compact);
  });
});

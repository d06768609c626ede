// The PIX screen's states: waiting (QR, copia e cola, countdown), turned to confirmed, expired with
// a new code on offer; the countdown follows the server's clock, not the device's.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Payment } from '@shared/billing';
import { PixPanel } from '@app/features/billing/components/pix-panel';
import { formatRemaining } from '@app/features/billing/hooks/use-countdown';

const CODE =
  '00020126410014br.gov.bcb.pix0119pix@futdados.com.br520400005303986540519.905802BR5908FUTDADOS6009SAO PAULO62290525FD1296547FFDF2AFE61C900ED6304E5B0';

function payment(patch: Partial<Payment> = {}): Payment {
  return {
    id: 7,
    status: 'pending',
    method: 'pix',
    amountCents: 1990,
    planId: 'pro-monthly',
    planName: 'Pro Mensal',
    kind: 'checkout',
    provider: 'sandbox',
    createdAt: '2026-03-10T15:00:00.000Z',
    approvedAt: null,
    periodStart: null,
    periodEnd: null,
    pix: { code: CODE, expiresAt: '2026-03-10T15:30:00.000Z' },
    serverTime: '2026-03-10T15:00:00.000Z',
    ...patch,
  };
}

afterEach(() => vi.useRealTimers());

describe('PIX panel', () => {
  test('waiting: QR code, the copia e cola text and a 30:00 countdown from the server clock', async () => {
    // The device clock is a day off; the countdown still starts at 30:00.
    vi.useFakeTimers({ now: new Date('2026-03-11T15:00:00.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<PixPanel payment={payment()} onNewCode={null} confirmed={null} />);
    expect((screen.getByLabelText('PIX copia e cola') as HTMLTextAreaElement).value).toBe(CODE);
    expect(screen.getByTestId('pix-countdown').textContent).toContain('30:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('pix-countdown').textContent).toContain('28:59');
    expect(screen.queryByText('Aguardando pagamento...')).not.toBeNull();
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('pix-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
  });

  test('a sandbox PIX says it is a simulation that pays nobody; a real provider’s does not', () => {
    const { unmount } = render(
      <PixPanel
        payment={payment({ sandboxPayUrl: '/api/billing/sandbox/pay/abc' })}
        onNewCode={null}
        confirmed={null}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Simulação: este PIX é do modo de demonstração. O código não paga ninguém e nenhum dinheiro é cobrado; use o banco de testes abaixo.',
    );
    unmount();
    render(<PixPanel payment={payment({ provider: 'mercadopago' })} onNewCode={null} confirmed={null} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('expired (by the server or when the countdown ends): offers a new code', () => {
    const onNewCode = vi.fn();
    render(<PixPanel payment={payment({ status: 'expired' })} onNewCode={onNewCode} confirmed={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(onNewCode).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText('PIX copia e cola')).toBeNull();
  });

  test('the countdown reaching zero shows the code as expired even before the server says so', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T15:29:58.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(
      <PixPanel
        payment={payment({ serverTime: '2026-03-10T15:29:58.000Z' })}
        onNewCode={() => undefined}
        confirmed={null}
      />,
    );
    expect(screen.queryByText('Código PIX expirado')).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Código PIX expirado')).not.toBeNull();
  });

  test('approved: "Pagamento confirmado" with what comes next', () => {
    render(<PixPanel payment={payment({ status: 'approved' })} onNewCode={null} confirmed={<a href="/x">Seguir</a>} />);
    expect(screen.queryByRole('heading', { name: 'Pagamento confirmado' })).not.toBeNull();
    expect(screen.queryByText('R$ 19,90')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Seguir' }).getAttribute('href')).toBe('/x');
  });
});

test('remaining time labels', () => {
  expect(formatRemaining(30 * 60_000)).toBe('30:00');
  expect(formatRemaining(1_799_001)).toBe('30:00');
  expect(formatRemaining(1_799_000)).toBe('29:59');
  expect(formatRemaining(5_000)).toBe('00:05');
  expect(formatRemaining(2 * 3_600_000 + 5 * 60_000)).toBe('2h 05min');
  expect(formatRemaining(3 * 86_400_000)).toBe('3 dias');
});

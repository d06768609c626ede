// The printable receipt of an approved payment (the "receipt link" of the payments history).
import { formatCents, formatDateBr, formatDateTimeBr, maskCpf } from '@shared/billing-rules';
import type { PaymentRow } from './repo';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const METHOD_LABEL: Record<string, string> = { card: 'Cartão de crédito', pix: 'PIX' };

export function receiptHtml(options: {
  product: string;
  payment: PaymentRow;
  planName: string;
  user: { username: string; email: string } | undefined;
}): string {
  const { payment } = options;
  const rows: [string, string][] = [
    ['Recibo nº', String(payment.id).padStart(6, '0')],
    ['Data do pagamento', formatDateTimeBr(payment.approvedAt ?? payment.createdAt)],
    ['Plano', `${options.planName}${payment.kind === 'renewal' ? ' (renovação)' : ''}`],
    [
      'Período',
      payment.periodStart && payment.periodEnd
        ? `${formatDateBr(payment.periodStart)} a ${formatDateBr(payment.periodEnd)}`
        : '—',
    ],
    ['Forma de pagamento', METHOD_LABEL[payment.method] ?? payment.method],
    ['Cliente', options.user ? `${options.user.username} (${options.user.email})` : '—'],
    ...(payment.payerCpf ? ([['CPF do pagador', maskCpf(payment.payerCpf)]] as [string, string][]) : []),
    ['Identificador no provedor', payment.providerPaymentId ?? '—'],
    ['Situação', payment.status === 'refunded' ? 'Estornado' : 'Pago'],
  ];
  const body = rows
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(options.product)} - Recibo ${payment.id}</title>
<style>
body{margin:0;background:#0b0f14;color:#e6edf3;font:15px/1.5 Inter,system-ui,Arial,sans-serif}
main{max-width:560px;margin:0 auto;padding:32px 20px}
h1{font-size:22px;margin:0 0 4px}p{color:#8b98a9;margin:0 0 24px}
.brand{color:#22c55e;font-weight:700;font-size:18px;margin-bottom:16px}
table{width:100%;border-collapse:collapse;background:#121a23;border:1px solid #243142;border-radius:12px;overflow:hidden}
th,td{text-align:left;padding:10px 14px;border-bottom:1px solid #243142;vertical-align:top}
th{color:#8b98a9;font-weight:500;width:45%}tr:last-child th,tr:last-child td{border-bottom:0}
.total{display:flex;justify-content:space-between;margin-top:16px;font-size:20px;font-weight:700;font-variant-numeric:tabular-nums}
@media print{body{background:#fff;color:#000}table{background:#fff}th{color:#444}.brand{color:#000}}
</style></head><body><main>
<div class="brand">${escapeHtml(options.product)}</div>
<h1>Recibo de pagamento</h1><p>Assinatura de serviço digital.</p>
<table>${body}</table>
<div class="total"><span>Total</span><span>${escapeHtml(formatCents(payment.amountCents))}</span></div>
</main></body></html>`;
}

// The sandbox's hosted pay page (what Mercado Pago's checkout page is for a real provider): plain
// HTML with a form, no script (the CSP allows none inline), usable on a phone.
import { formatCents, formatDateTimeBr } from '@shared/billing-rules';
import type { SandboxCharge } from './repo';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
*{box-sizing:border-box}body{margin:0;background:#eef1f5;color:#1b2330;font:16px/1.5 system-ui,Arial,sans-serif}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.banner{background:#fff4d6;border:1px solid #f0c36a;color:#6b4a00;border-radius:10px;padding:10px 12px;font-size:14px;margin-bottom:16px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px}
h1{font-size:20px;margin:0 0 4px}.muted{color:#5b6675;font-size:14px;margin:0}
.amount{font-size:32px;font-weight:700;margin:16px 0;font-variant-numeric:tabular-nums}
.row{display:flex;justify-content:space-between;gap:12px;border-top:1px solid #e5e8ee;padding:10px 0;font-size:14px}
.code{font:12px/1.4 ui-monospace,monospace;word-break:break-all;background:#f4f6f9;border-radius:8px;padding:10px;margin:8px 0 0}
button{display:block;width:100%;min-height:48px;border:0;border-radius:10px;font-size:16px;font-weight:600;margin-top:12px;cursor:pointer}
.approve{background:#009ee3;color:#fff}.decline{background:#fff;color:#b42318;border:1px solid #f3b3ad}
.pending{background:#fff;color:#1b2330;border:1px solid #c9ced6}
.status{font-weight:600;margin-top:16px}a{color:#006fb3}
`;

const STATUS_TEXT: Record<string, string> = {
  created: 'Aguardando pagamento',
  pending: 'Pagamento pendente',
  approved: 'Pagamento aprovado',
  rejected: 'Pagamento recusado',
  expired: 'Código PIX expirado',
  refunded: 'Pagamento estornado',
};

export function sandboxPayPage(options: { charge: SandboxCharge; actionPath: string; now: Date }): string {
  const { charge } = options;
  const isPix = charge.method === 'pix';
  const expired = isPix && charge.expiresAt !== null && charge.expiresAt <= options.now;
  const open = isPix
    ? charge.status === 'pending' && !expired
    : charge.status === 'created' || charge.status === 'pending';
  const button = (outcome: string, label: string, css: string) =>
    `<button type="submit" name="outcome" value="${outcome}" class="${css}">${label}</button>`;
  const actions = !open
    ? `<p class="status">${escapeHtml(expired && charge.status === 'pending' ? STATUS_TEXT.expired : (STATUS_TEXT[charge.status] ?? charge.status))}</p>`
    : `<form method="post" action="${escapeHtml(options.actionPath)}">${
        isPix
          ? button('approve', 'Pagar com PIX', 'approve')
          : button('approve', 'Aprovar pagamento', 'approve') +
            button('decline', 'Recusar pagamento', 'decline') +
            (charge.status === 'created' ? button('pending', 'Deixar pendente', 'pending') : '')
      }</form>`;
  const details = [
    ['Forma de pagamento', isPix ? 'PIX' : 'Cartão de crédito (teste)'],
    ...(isPix && charge.expiresAt ? [['Válido até', formatDateTimeBr(charge.expiresAt)]] : []),
    ['Situação', STATUS_TEXT[charge.status] ?? charge.status],
  ]
    .map(
      ([label, value]) =>
        `<div class="row"><span>${escapeHtml(label)}</span><strong>${escapeHtml(value)}</strong></div>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pagamento de teste</title><style>${STYLE}</style></head><body><main>
<div class="banner" role="note"><strong>Ambiente de testes (sandbox).</strong> Nenhum valor é cobrado: escolha o resultado do pagamento.</div>
<div class="card">
<h1>${escapeHtml(charge.description)}</h1>
<p class="muted">${isPix ? 'Banco simulado: pague o PIX abaixo.' : 'Checkout de teste do provedor de pagamento.'}</p>
<div class="amount">${escapeHtml(formatCents(charge.amountCents))}</div>
${details}
${isPix && charge.pixCode ? `<p class="muted">PIX copia e cola</p><p class="code">${escapeHtml(charge.pixCode)}</p>` : ''}
${actions}
</div></main></body></html>`;
}

/** After a PIX is paid on the simulated bank: the app's tab turns to confirmed by itself. */
export function sandboxPixPaidPage(charge: SandboxCharge): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PIX enviado</title><style>${STYLE}</style></head><body><main>
<div class="banner" role="note"><strong>Ambiente de testes (sandbox).</strong> Nenhum valor foi cobrado.</div>
<div class="card"><h1>PIX enviado</h1>
<div class="amount">${escapeHtml(formatCents(charge.amountCents))}</div>
<p>${escapeHtml(charge.description)}</p>
<p class="status">${charge.status === 'approved' ? 'Pagamento aprovado. Volte à página do pagamento: ela se atualiza sozinha.' : escapeHtml(STATUS_TEXT[charge.status] ?? charge.status)}</p>
</div></main></body></html>`;
}

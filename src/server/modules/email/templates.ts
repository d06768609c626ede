// The pt-BR account emails, as text and HTML, with the product name and PUBLIC_URL.
import type { EmailMessage } from './mailer';

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(
  product: string,
  publicUrl: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  const paragraphs = lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#0b0f14;color:#e6edf3;font-family:Inter,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#22c55e">${escapeHtml(product)}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#22c55e;color:#04210f;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#8b98a9">Se o botão não funcionar, copie e cole este endereço no navegador:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>
<p style="margin:24px 0 0;font-size:13px;color:#8b98a9">${escapeHtml(footer)}<br><a href="${escapeHtml(publicUrl)}" style="color:#3b82f6">${escapeHtml(publicUrl)}</a></p>
</div></body></html>`;
}

/** Whom an account email goes to and what it speaks for: every template takes these. */
type Recipient = { product: string; publicUrl: string; to: string; username: string };

/**
 * One email as text and HTML: the greeting by username and the lines, the action (its link listed in
 * `links` when it carries a token, so the development log shows it), the footer and the product's
 * address. Every template greets the same way, so the greeting is written here once.
 */
function compose(
  options: Recipient & {
    subject: string;
    lines: string[];
    action: { label: string; url: string; textLabel?: string };
    footer: string;
    tokenLink: boolean;
  },
): EmailMessage {
  const { action, footer, publicUrl } = options;
  const lines = [`Olá, ${options.username}!`, ...options.lines];
  return {
    to: options.to,
    subject: options.subject,
    text: `${lines.join('\n\n')}\n\n${action.textLabel ?? action.label}: ${action.url}\n\n${footer}\n${publicUrl}\n`,
    html: layout(options.product, publicUrl, lines, { label: action.label, url: action.url }, footer),
    links: options.tokenLink ? [action.url] : [],
  };
}

export function verificationEmail(options: Recipient & { link: string }): EmailMessage {
  return compose({
    ...options,
    subject: `Confirme seu email no ${options.product}`,
    lines: [`Confirme seu email para ativar sua conta no ${options.product}. O link vale por 24 horas.`],
    action: { label: 'Confirmar email', url: options.link },
    footer: 'Se você não criou esta conta, ignore este email.',
    tokenLink: true,
  });
}

export function resetEmail(options: Recipient & { link: string }): EmailMessage {
  return compose({
    ...options,
    subject: `Redefinição de senha no ${options.product}`,
    lines: [
      `Recebemos um pedido para redefinir a senha da sua conta no ${options.product}. O link vale por 1 hora e só pode ser usado uma vez.`,
    ],
    action: { label: 'Redefinir senha', url: options.link },
    footer: 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
    tokenLink: true,
  });
}

export function emailChangeConfirmation(options: Recipient & { link: string }): EmailMessage {
  return compose({
    ...options,
    subject: `Confirme seu novo email no ${options.product}`,
    lines: [
      `Você pediu para usar este endereço na sua conta do ${options.product}. Confirme para concluir a troca: até lá, sua conta continua com o email anterior. O link vale por 24 horas.`,
    ],
    action: { label: 'Confirmar novo email', url: options.link },
    footer: 'Se você não pediu esta troca, ignore este email: nada muda.',
    tokenLink: true,
  });
}

/** To the current address when a change to another one is asked: the owner learns of it either way. */
export function emailChangeNotice(options: Recipient & { newEmail: string }): EmailMessage {
  const profile = `${options.publicUrl}/profile`;
  return compose({
    ...options,
    subject: `Pedido de troca de email no ${options.product}`,
    lines: [
      `Recebemos um pedido para trocar o email da sua conta no ${options.product} para ${options.newEmail}. A troca só acontece quando o link enviado para esse endereço for aberto; até lá, você continua entrando com este email.`,
      'Se não foi você, troque sua senha agora: alguém pode estar usando a sua conta.',
    ],
    action: { label: 'Revisar minha conta', url: profile },
    footer: 'Você recebeu este aviso porque este é o email atual da sua conta.',
    tokenLink: false,
  });
}

/**
 * To the old address once a change is complete: if someone else made it, the owner learns at once,
 * while the old address is the only one she still controls.
 */
export function emailChangedNotice(options: Recipient & { newEmail: string }): EmailMessage {
  const contact = `${options.publicUrl}/about#about-contact`;
  return compose({
    ...options,
    subject: `O email da sua conta no ${options.product} foi trocado`,
    lines: [
      `O email da sua conta no ${options.product} foi trocado para ${options.newEmail}. A partir de agora, você entra com esse endereço, e é para ele que enviamos os links de redefinição de senha.`,
      'Se não foi você, fale com o suporte agora mesmo, pela página de contato: alguém pode ter tomado a sua conta.',
    ],
    action: { label: 'Falar com o suporte', url: contact },
    footer: 'Você recebeu este aviso porque este era o email da sua conta.',
    tokenLink: false,
  });
}

/** The renewal PIX of a subscription: amount, due date and the link to /pix-renewal/{paymentId}. */
export function renewalEmail(
  options: Recipient & { planName: string; amount: string; dueDate: string; link: string },
): EmailMessage {
  return compose({
    ...options,
    subject: `Renove sua assinatura ${options.planName} com PIX`,
    lines: [
      `Sua assinatura ${options.planName} do ${options.product} vence em ${options.dueDate}. Para continuar com todos os recursos, pague a renovação de ${options.amount} com PIX.`,
      'O QR Code e o código copia e cola estão na página da renovação. Se o código expirar, é só gerar um novo lá mesmo.',
    ],
    action: { label: 'Pagar renovação com PIX', url: options.link, textLabel: 'Pagar renovação' },
    footer: 'Se você não quiser renovar, não faça nada: a assinatura termina no vencimento.',
    tokenLink: true,
  });
}

/** Sent when a payment is approved: what was bought, until when, and the receipt. */
export function paymentConfirmedEmail(
  options: Recipient & { planName: string; amount: string; periodEnd: string; link: string },
): EmailMessage {
  return compose({
    ...options,
    subject: `Pagamento confirmado: ${options.planName}`,
    lines: [
      `Recebemos seu pagamento de ${options.amount}. Sua assinatura ${options.planName} está ativa até ${options.periodEnd}.`,
    ],
    action: { label: 'Ver recibo', url: options.link },
    footer: 'Você pode cancelar quando quiser em Perfil > Assinatura.',
    tokenLink: true,
  });
}

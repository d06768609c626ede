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

/**
 * One email as text and HTML: the lines, the action (its link listed in `links` when it carries a
 * token, so the development log shows it), the footer and the product's address.
 */
function compose(options: {
  product: string;
  publicUrl: string;
  to: string;
  subject: string;
  lines: string[];
  action: { label: string; url: string; textLabel?: string };
  footer: string;
  tokenLink: boolean;
}): EmailMessage {
  const { action, footer, lines, publicUrl } = options;
  return {
    to: options.to,
    subject: options.subject,
    text: `${lines.join('\n\n')}\n\n${action.textLabel ?? action.label}: ${action.url}\n\n${footer}\n${publicUrl}\n`,
    html: layout(options.product, publicUrl, lines, { label: action.label, url: action.url }, footer),
    links: options.tokenLink ? [action.url] : [],
  };
}

export function verificationEmail(options: {
  product: string;
  publicUrl: string;
  to: string;
  username: string;
  link: string;
}): EmailMessage {
  const lines = [
    `Olá, ${options.username}!`,
    `Confirme seu email para ativar sua conta no ${options.product}. O link vale por 24 horas.`,
  ];
  const footer = 'Se você não criou esta conta, ignore este email.';
  return compose({
    ...options,
    subject: `Confirme seu email no ${options.product}`,
    lines,
    action: { label: 'Confirmar email', url: options.link },
    footer,
    tokenLink: true,
  });
}

export function resetEmail(options: {
  product: string;
  publicUrl: string;
  to: string;
  username: string;
  link: string;
}): EmailMessage {
  const lines = [
    `Olá, ${options.username}!`,
    `Recebemos um pedido para redefinir a senha da sua conta no ${options.product}. O link vale por 1 hora e só pode ser usado uma vez.`,
  ];
  const footer = 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.';
  return compose({
    ...options,
    subject: `Redefinição de senha no ${options.product}`,
    lines,
    action: { label: 'Redefinir senha', url: options.link },
    footer,
    tokenLink: true,
  });
}

export function emailChangeConfirmation(options: {
  product: string;
  publicUrl: string;
  to: string;
  username: string;
  link: string;
}): EmailMessage {
  const lines = [
    `Olá, ${options.username}!`,
    `Você pediu para usar este endereço na sua conta do ${options.product}. Confirme para concluir a troca: até lá, sua conta continua com o email anterior. O link vale por 24 horas.`,
  ];
  const footer = 'Se você não pediu esta troca, ignore este email: nada muda.';
  return compose({
    ...options,
    subject: `Confirme seu novo email no ${options.product}`,
    lines,
    action: { label: 'Confirmar novo email', url: options.link },
    footer,
    tokenLink: true,
  });
}

/** To the current address when a change to another one is asked: the owner learns of it either way. */
export function emailChangeNotice(options: {
  product: string;
  publicUrl: string;
  to: string;
  username: string;
  newEmail: string;
}): EmailMessage {
  const profile = `${options.publicUrl}/profile`;
  const lines = [
    `Olá, ${options.username}!`,
    `Recebemos um pedido para trocar o email da sua conta no ${options.product} para ${options.newEmail}. A troca só acontece quando o link enviado para esse endereço for aberto; até lá, você continua entrando com este email.`,
    'Se não foi você, troque sua senha agora: alguém pode estar usando a sua conta.',
  ];
  const footer = 'Você recebeu este aviso porque este é o email atual da sua conta.';
  return compose({
    ...options,
    subject: `Pedido de troca de email no ${options.product}`,
    lines,
    action: { label: 'Revisar minha conta', url: profile },
    footer,
    tokenLink: false,
  });
}

/**
 * To the old address once a change is complete: if someone else made it, the owner learns at once,
 * while the old address is the only one she still controls.
 */
export function emailChangedNotice(options: {
  product: string;
  publicUrl: string;
  to: string;
  username: string;
  newEmail: string;
}): EmailMessage {
  const contact = `${options.publicUrl}/about#about-contact`;
  const lines = [
    `Olá, ${options.username}!`,
    `O email da sua conta no ${options.product} foi trocado para ${options.newEmail}. A partir de agora, você entra com esse endereço, e é para ele que enviamos os links de redefinição de senha.`,
    'Se não foi você, fale com o suporte agora mesmo, pela página de contato: alguém pode ter tomado a sua conta.',
  ];
  const footer = 'Você recebeu este aviso porque este era o email da sua conta.';
  return compose({
    ...options,
    subject: `O email da sua conta no ${options.product} foi trocado`,
    lines,
    action: { label: 'Falar com o suporte', url: contact },
    footer,
    tokenLink: false,
  });
}

/** The renewal PIX of a subscription: amount, due date and the link to /pix-renewal/{paymentId}. */
export function renewalEmail(options: {
  product: string;
  publicUrl: string;
  to: string;
  username: string;
  planName: string;
  amount: string;
  dueDate: string;
  link: string;
}): EmailMessage {
  const lines = [
    `Olá, ${options.username}!`,
    `Sua assinatura ${options.planName} do ${options.product} vence em ${options.dueDate}. Para continuar com todos os recursos, pague a renovação de ${options.amount} com PIX.`,
    'O QR Code e o código copia e cola estão na página da renovação. Se o código expirar, é só gerar um novo lá mesmo.',
  ];
  const footer = 'Se você não quiser renovar, não faça nada: a assinatura termina no vencimento.';
  return compose({
    ...options,
    subject: `Renove sua assinatura ${options.planName} com PIX`,
    lines,
    action: { label: 'Pagar renovação com PIX', url: options.link, textLabel: 'Pagar renovação' },
    footer,
    tokenLink: true,
  });
}

/** Sent when a payment is approved: what was bought, until when, and the receipt. */
export function paymentConfirmedEmail(options: {
  product: string;
  publicUrl: string;
  to: string;
  username: string;
  planName: string;
  amount: string;
  periodEnd: string;
  link: string;
}): EmailMessage {
  const lines = [
    `Olá, ${options.username}!`,
    `Recebemos seu pagamento de ${options.amount}. Sua assinatura ${options.planName} está ativa até ${options.periodEnd}.`,
  ];
  const footer = 'Você pode cancelar quando quiser em Perfil > Assinatura.';
  return compose({
    ...options,
    subject: `Pagamento confirmado: ${options.planName}`,
    lines,
    action: { label: 'Ver recibo', url: options.link },
    footer,
    tokenLink: true,
  });
}

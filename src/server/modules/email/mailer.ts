// Sends email over SMTP_URL with nodemailer. Without it, messages go to the outbox table so a fresh
// install works with nothing to configure; their links (which carry reset and verification tokens)
// are kept and logged only in development (an http://localhost PUBLIC_URL). Anywhere else a token
// in a log or a table is a stolen account waiting to happen, so they are left out.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isDevelopmentUrl } from '../../config';
import type { Db } from '../../db/client';
import { emailRepo, type OutboxMessage } from './repo';
import { escapeHtml } from './templates';

export type EmailMessage = OutboxMessage;

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export const LINK_OMITTED = '[link omitido: configure SMTP_URL para enviar emails]';

/** The message with its links (and so their tokens) taken out of every part. */
export function withoutLinks(message: EmailMessage): EmailMessage {
  let { text, html } = message;
  for (const link of message.links) {
    text = text.replaceAll(link, LINK_OMITTED);
    html = html.replaceAll(escapeHtml(link), LINK_OMITTED);
  }
  return { ...message, text, html, links: [] };
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: decides whether links may be kept (development only). */
  publicUrl: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: options.from, to, subject, text, html });
      },
      close: () => transport.close(),
    };
  }
  const repo = emailRepo(options.db);
  const development = isDevelopmentUrl(options.publicUrl);
  options.log.warn(
    development
      ? 'Email não configurado (SMTP_URL): os emails vão para a tabela email_outbox e seus links para este log.'
      : 'Email não configurado (SMTP_URL): nenhum email é enviado; confirmação de email e redefinição de senha não chegam aos usuários. Defina SMTP_URL.',
  );
  return {
    async send(message) {
      if (development) {
        await repo.add(message);
        // One line a developer can find and click: the link last.
        options.log.info(
          `Email "${message.subject}" para ${message.to} na caixa de saída (SMTP_URL não definido)` +
            (message.links.length ? `; abra: ${message.links.join(' ')}` : ''),
        );
        return;
      }
      await repo.add(withoutLinks(message));
      options.log.info({ to: message.to, subject: message.subject }, 'email não enviado (SMTP_URL não definido)');
    },
    close: () => undefined,
  };
}

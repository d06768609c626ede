// Sends email over SMTP_URL with nodemailer; without it, messages go to the outbox table and
// their links to the log, so a fresh install works with nothing to configure.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailRepo, type OutboxMessage } from './repo';

export type EmailMessage = OutboxMessage;

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
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
  return {
    async send(message) {
      await repo.add(message);
      options.log.info(
        { to: message.to, subject: message.subject, links: message.links },
        'email na caixa de saída (SMTP_URL não definido)',
      );
    },
    close: () => undefined,
  };
}

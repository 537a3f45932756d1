import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { FastifyInstance } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const FROM = 'Portal da Corretora <nao-responda@corretora.local>';

/** Real SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file in DATA_DIR/mail. */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: FROM, ...m });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: FROM, ...m });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`;
      // Written under a temporary name and renamed: a reader of the folder never sees a half-written mail.
      const temporary = path.join(options.outboxDir, `.${name}.tmp`);
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, path.join(options.outboxDir, name));
    },
  };
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { mailer: Mailer }) => {
    app.decorate('mailer', opts.mailer);
  },
  { name: 'mail' },
);

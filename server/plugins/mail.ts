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
  /** Files attached, read from disk when the mail is sent. */
  attachments?: { filename: string; path: string }[];
  /**
   * A stable id for this mail (the outbox job's id): its Message-ID, so a mail sent again after a
   * crash can be recognised as the same one, and the .eml name, so the folder keeps a single copy.
   */
  id?: string;
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

const MESSAGE_ID_DOMAIN = 'corretora.local';

function envelope(m: MailMessage) {
  const { id, ...rest } = m;
  return { from: FROM, ...rest, ...(id ? { messageId: `<${id}@${MESSAGE_ID_DOMAIN}>` } : {}) };
}

/** Real SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file in DATA_DIR/mail. */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail(envelope(m));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      // The same mail sent again (a retry after a crash between the send and the job's end) is not
      // written twice.
      const id = m.id;
      if (id && (await fs.readdir(options.outboxDir)).some((f) => f.endsWith(`-${id}.eml`))) return;
      const info = await transport.sendMail(envelope(m));
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.id ?? crypto.randomUUID()}.eml`;
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

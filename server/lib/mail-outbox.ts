import * as v from 'valibot';
import type { Db } from '../db/client';
import type { MailMessage, Mailer } from '../plugins/mail';
import { enqueue } from './jobs';
import type { JobHandler, JobTypeOptions } from './jobs';

/** The job type of an outgoing mail. */
export const MAIL_JOB = 'email';

const MailPayload = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.optional(v.string()),
  /** Uploaded files to attach, by id (resolved to their bytes on disk when the mail is sent). */
  anexos: v.optional(v.array(v.object({ nome: v.string(), arquivo_id: v.string() }))),
});

/** An uploaded file attached to a queued mail. */
export interface MailFileRef {
  nome: string;
  arquivo_id: string;
}

/** Where an uploaded file's bytes are (FileStorage.locate), or undefined when they are not on disk. */
export type LocateFile = (id: string) => Promise<string | undefined>;

export const MAIL_ATTACHMENT_MISSING = (nome: string) =>
  `Anexo indisponível (arquivo não encontrado): ${nome}`;

/**
 * Queues a mail. Called with the transaction of the change that caused it, the mail is committed with
 * that change (or not at all) and is sent by a worker, retried while SMTP is down.
 */
export function enqueueMail(
  db: Db,
  message: MailMessage & { anexos?: MailFileRef[] },
  criadoPor?: string | null,
): Promise<string> {
  const { to, subject, text, html, anexos } = message;
  return enqueue(db, {
    tipo: MAIL_JOB,
    payload: { to, subject, text, ...(html ? { html } : {}), ...(anexos?.length ? { anexos } : {}) },
    criadoPor,
  });
}

/**
 * Sends a queued mail; the job ends as done only after the mailer accepted it, so an SMTP failure is
 * retried. The job's id goes as the mail's Message-ID: a crash between the send and the job's end
 * sends the mail again on the next attempt (at least once, not exactly once, over SMTP), but with the
 * same Message-ID, which mail clients use to show one copy; the .eml folder keeps one file per id.
 */
export function mailJobHandler(mailer: Mailer, locate?: LocateFile): JobHandler {
  return async (payload, context) => {
    const { anexos, ...message } = v.parse(MailPayload, payload);
    // An attached file whose bytes are gone will not come back: the mail goes without it, saying so,
    // instead of failing on every retry.
    const attachments: { filename: string; path: string }[] = [];
    const missing: string[] = [];
    for (const anexo of anexos ?? []) {
      const found = locate ? await locate(anexo.arquivo_id) : undefined;
      if (found) attachments.push({ filename: anexo.nome, path: found });
      else missing.push(anexo.nome);
    }
    const text = missing.length
      ? `${message.text}\n\n${missing.map(MAIL_ATTACHMENT_MISSING).join('\n')}`
      : message.text;
    await mailer.send({
      ...message,
      text,
      ...(attachments.length ? { attachments } : {}),
      id: context.id,
    });
    return { enviado_em: new Date().toISOString() };
  };
}

/** After the send the body (which may hold a password link) leaves the table; the address stays. */
export const MAIL_JOB_OPTIONS: JobTypeOptions = {
  redact: (payload) => {
    const parsed = v.safeParse(MailPayload, payload);
    return parsed.success ? { to: parsed.output.to, subject: parsed.output.subject } : {};
  },
};

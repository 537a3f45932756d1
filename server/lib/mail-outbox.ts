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
});

/**
 * Queues a mail. Called with the transaction of the change that caused it, the mail is committed with
 * that change (or not at all) and is sent by a worker, retried while SMTP is down.
 */
export function enqueueMail(db: Db, message: MailMessage, criadoPor?: string | null): Promise<string> {
  const { to, subject, text, html } = message;
  return enqueue(db, {
    tipo: MAIL_JOB,
    payload: { to, subject, text, ...(html ? { html } : {}) },
    criadoPor,
  });
}

/**
 * Sends a queued mail; the job ends as done only after the mailer accepted it, so an SMTP failure is
 * retried. The job's id goes as the mail's Message-ID: a crash between the send and the job's end
 * sends the mail again on the next attempt (at least once, not exactly once, over SMTP), but with the
 * same Message-ID, which mail clients use to show one copy; the .eml folder keeps one file per id.
 */
export function mailJobHandler(mailer: Mailer): JobHandler {
  return async (payload, context) => {
    const message = v.parse(MailPayload, payload);
    await mailer.send({ ...message, id: context.id });
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

import type { MailMessage } from '../plugins/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The layout every mail with a link shares: greeting, introduction, the link, a closing note; once
 * as plain text and once as HTML (the texts escaped). The domains write only their own words.
 */
export function linkMail(options: {
  to: string;
  subject: string;
  nome: string;
  intro: string;
  /** The plain-text line before the link, e.g. 'Crie a nova senha neste link:'. */
  linkIntro: string;
  /** The text of the HTML link, e.g. 'Criar nova senha'. */
  linkLabel: string;
  link: string;
  outro: string;
}): MailMessage {
  return {
    to: options.to,
    subject: options.subject,
    text: [
      `Olá, ${options.nome}.`,
      '',
      options.intro,
      '',
      options.linkIntro,
      options.link,
      '',
      options.outro,
    ].join('\n'),
    html: [
      `<p>Olá, ${escapeHtml(options.nome)}.</p>`,
      `<p>${escapeHtml(options.intro)}</p>`,
      `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.linkLabel)}</a></p>`,
      `<p>${escapeHtml(options.outro)}</p>`,
    ].join('\n'),
  };
}

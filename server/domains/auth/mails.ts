import type { MailMessage } from '../../plugins/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The password-reset mail: sent on request (esqueci-senha) and when a login finds the password
 * expired. The link opens the /recuperar-senha/{token} page of the PWA.
 */
export function passwordResetMail(options: {
  to: string;
  nome: string;
  link: string;
  reason: 'requested' | 'expired';
}): MailMessage {
  const intro =
    options.reason === 'expired'
      ? 'Sua senha do Portal da Corretora expirou. Para voltar a acessar, crie uma nova senha.'
      : 'Recebemos um pedido para redefinir a sua senha do Portal da Corretora.';
  const outro =
    'O link vale por 1 hora e só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.';
  return {
    to: options.to,
    subject: options.reason === 'expired' ? 'Sua senha expirou' : 'Redefinição de senha',
    text: [
      `Olá, ${options.nome}.`,
      '',
      intro,
      '',
      'Crie a nova senha neste link:',
      options.link,
      '',
      outro,
    ].join('\n'),
    html: [
      `<p>Olá, ${escapeHtml(options.nome)}.</p>`,
      `<p>${intro}</p>`,
      `<p><a href="${escapeHtml(options.link)}">Criar nova senha</a></p>`,
      `<p>${outro}</p>`,
    ].join('\n'),
  };
}

import { linkMail } from '../../lib/mail-templates';
import type { MailMessage } from '../../plugins/mail';

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
  const expired = options.reason === 'expired';
  return linkMail({
    to: options.to,
    nome: options.nome,
    link: options.link,
    subject: expired ? 'Sua senha expirou' : 'Redefinição de senha',
    intro: expired
      ? 'Sua senha do Portal da Corretora expirou. Para voltar a acessar, crie uma nova senha.'
      : 'Recebemos um pedido para redefinir a sua senha do Portal da Corretora.',
    linkIntro: 'Crie a nova senha neste link:',
    linkLabel: 'Criar nova senha',
    outro:
      'O link vale por 1 hora e só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
  });
}

import { linkMail } from '../../lib/mail-templates';
import type { MailMessage } from '../../plugins/mail';

/** The welcome mail of a new user: the link opens /recuperar-senha/{token} to create the password. */
export function welcomeMail(options: {
  to: string;
  nome: string;
  link: string;
  validHours: number;
}): MailMessage {
  return linkMail({
    to: options.to,
    nome: options.nome,
    link: options.link,
    subject: 'Bem-vindo ao Portal da Corretora: crie sua senha',
    intro: 'Um acesso ao Portal da Corretora foi criado para você.',
    linkIntro: 'Crie a sua senha neste link:',
    linkLabel: 'Criar minha senha',
    outro: `O link vale por ${String(options.validHours)} horas e só pode ser usado uma vez. Depois disso, use "Esqueci minha senha" na tela de login.`,
  });
}

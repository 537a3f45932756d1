import type { MailMessage } from '../../plugins/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The welcome mail of a new user: the link opens /recuperar-senha/{token} to create the password. */
export function welcomeMail(options: {
  to: string;
  nome: string;
  link: string;
  validHours: number;
}): MailMessage {
  const intro = 'Um acesso ao Portal da Corretora foi criado para você.';
  const outro = `O link vale por ${String(options.validHours)} horas e só pode ser usado uma vez. Depois disso, use "Esqueci minha senha" na tela de login.`;
  return {
    to: options.to,
    subject: 'Bem-vindo ao Portal da Corretora: crie sua senha',
    text: [
      `Olá, ${options.nome}.`,
      '',
      intro,
      '',
      'Crie a sua senha neste link:',
      options.link,
      '',
      outro,
    ].join('\n'),
    html: [
      `<p>Olá, ${escapeHtml(options.nome)}.</p>`,
      `<p>${intro}</p>`,
      `<p><a href="${escapeHtml(options.link)}">Criar minha senha</a></p>`,
      `<p>${outro}</p>`,
    ].join('\n'),
  };
}

import type { Locator, Page } from '@playwright/test';
import { mailsTo } from './mail';

/** /perfis/novo-perfil and /perfis/$profileId: the access profile form. */
export class ProfileFormPage {
  readonly name: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Nome', { exact: true });
    this.save = page.getByRole('button', { name: 'Salvar', exact: true });
  }

  /** The checkbox of a module ('Cadastro') or an action ('Visualizar tribunal'). */
  checkbox(label: string): Locator {
    return this.page.getByRole('checkbox', { name: label, exact: true });
  }
}

/** /usuarios/novo-usuario and /usuarios/$userId: the user form. */
export class UserFormPage {
  readonly name: Locator;
  readonly nickname: Locator;
  readonly email: Locator;
  readonly profile: Locator;
  /** The 'Posição' combobox (downshift): type, then pick an option of its listbox. */
  readonly position: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    const form = page.getByRole('form', { name: 'Dados do usuário' });
    this.name = form.getByLabel('Nome', { exact: true });
    this.nickname = form.getByLabel('Apelido', { exact: true });
    this.email = form.getByLabel('E-mail', { exact: true });
    this.profile = form.getByLabel('Perfil de acesso', { exact: true });
    this.position = form.getByRole('combobox', { name: 'Posição' });
    this.save = form.getByRole('button', { name: 'Salvar', exact: true });
  }
}

/**
 * The set-password link of the last mail sent to `to`, from the .eml files the e2e server writes to
 * DATA_DIR/mail (quoted-printable soft line breaks undone). Mails leave through the server's job queue,
 * a moment after the request that caused them: poll it (`expect.poll`), undefined means not yet.
 */
export function passwordLinkFor(to: string): string | undefined {
  const match = /https?:\/\/[^\s"<>]+\/recuperar-senha\/[A-Za-z0-9_-]{43}/.exec(mailsTo(to).at(-1) ?? '');
  return match?.[0];
}

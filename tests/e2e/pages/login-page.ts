import type { Locator, Page } from '@playwright/test';

/** /login: the public login form. */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Entrar', level: 1 });
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Senha', { exact: true });
    this.submit = page.getByRole('button', { name: 'Entrar', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.heading.waitFor();
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async login(email: string, password: string): Promise<void> {
    await this.fill(email, password);
    await this.submit.click();
  }
}

import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The guarded layout around every logged-in screen: sidebar, toolbar, breadcrumbs. */
export class Shell {
  /** The sidebar menu (visible from the md breakpoint; the configured viewport is desktop). */
  readonly menu: Locator;
  readonly breadcrumbs: Locator;
  readonly logoutButton: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Menu principal' });
    this.breadcrumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    this.logoutButton = page.getByRole('button', { name: 'Sair' });
  }

  async waitForReady(): Promise<void> {
    await this.menu.waitFor({ state: 'visible' });
  }

  /** A sidebar entry by its visible name (e.g. 'Tribunais'); hidden while its group is closed. */
  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  /** The button that opens or closes a sidebar group (e.g. 'Cadastro'). */
  groupButton(label: string): Locator {
    return this.menu.getByRole('button', { name: label, exact: true });
  }

  /** Opens a sidebar group; a group holding the current page is already open. */
  async expandGroup(label: string): Promise<void> {
    const button = this.groupButton(label);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }

  /** Follows a sidebar entry, opening its group first when it is closed. */
  async open(name: string): Promise<void> {
    const link = this.menuLink(name);
    if (!(await link.isVisible())) {
      const group = this.menu
        .getByRole('listitem')
        .filter({ has: this.page.getByRole('link', { name, exact: true, includeHidden: true }) })
        .getByRole('button');
      await group.click();
    }
    const href = await link.getAttribute('href');
    await link.click();
    // The old page stays on screen while the new one loads: wait until the new one is shown.
    const path = new URL(href ?? '/', 'http://portal').pathname;
    await expect(this.page.locator('main#conteudo')).toHaveAttribute('data-path', path);
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
  }
}

import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The text of the route's error boundary (src/shell/route-error.tsx). */
export const ROUTE_ERROR = 'Não foi possível abrir esta página';

/**
 * /nova-cotacao/agro: the guest's agro form, as a producer fills it with a finger. Collects every
 * uncaught page error and every console error from the moment it is made.
 */
export class AgroGuestFormPage {
  readonly next: Locator;
  readonly problems: string[] = [];

  constructor(readonly page: Page) {
    this.next = page.getByRole('button', { name: 'Avançar' });
    page.on('pageerror', (error) => this.problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // A refused request is logged by the browser itself; the app's own errors are what counts.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        this.problems.push(`console: ${message.text()}`);
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/nova-cotacao/agro');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nova cotação agro' })).toBeVisible();
  }

  stepHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Key by key, as a finger types (a masked input reformats on every key). */
  async type(label: string, text: string): Promise<void> {
    const input = this.field(label);
    await input.tap();
    await input.pressSequentially(text);
    expect(this.problems, label).toEqual([]);
  }

  /** Chooses every option of a list in turn (each one a change event), ending on `last`. */
  async pickEvery(label: string, last?: string): Promise<void> {
    const select = this.field(label);
    const options = select.locator('option:not([value=""])');
    // Some lists come with the form's data: wait for them.
    await expect(options.first(), label).toBeAttached();
    const values = await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    for (const value of values) {
      await select.selectOption(value);
      // A crash replaces the form: say so here rather than wait for the next list.
      expect(this.problems, `${label}: ${value}`).toEqual([]);
    }
    // A value or an option's text.
    if (last !== undefined) await select.selectOption(last);
  }

  /** No error boundary, no error logged, and the page does not scroll sideways. */
  async expectHealthy(where: string): Promise<void> {
    await expect(this.page.getByText(ROUTE_ERROR), where).toHaveCount(0);
    expect(this.problems, where).toEqual([]);
    const width = this.page.viewportSize()?.width ?? 0;
    const scrollWidth = await this.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${where}: a página rola de lado`).toBeLessThanOrEqual(width);
  }
}

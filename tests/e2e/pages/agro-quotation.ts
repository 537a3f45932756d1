import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** /cotacao/{id}/resumo-cotacao-agro: the staff's page of one agro quotation. */
export class AgroQuotationPage {
  readonly heading: Locator;
  /** The header: number, state badge and the links between the quotation's pages. */
  readonly header: Locator;
  readonly progress: Locator;
  readonly costs: Locator;
  readonly actions: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Cotação agro AGR-\d{6}$/ });
    this.header = page.locator('header').filter({ has: this.heading });
    this.progress = page.getByRole('region', { name: 'Andamento' });
    this.costs = page.getByRole('region', { name: 'Custos das seguradoras' });
    this.actions = this.progress.getByRole('group', { name: 'Ações da cotação' });
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/cotacao/${id}/resumo-cotacao-agro`);
    await expect(this.heading).toBeVisible();
  }

  /** 'AGR-000123', from the heading. */
  async number(): Promise<string> {
    return /AGR-\d{6}/.exec((await this.heading.textContent()) ?? '')?.[0] ?? '';
  }

  /** Waits until the header shows this state (the name of AGRO_STATES). */
  async expectState(name: string): Promise<void> {
    await expect(this.header.getByText(name, { exact: true })).toBeVisible();
  }

  /** The page scrolls only down: nothing of it (a table, a hidden label) reaches past the window's width. */
  async expectNoSidewaysScroll(): Promise<void> {
    const overflow = await this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'a página rola de lado').toBeLessThanOrEqual(0);
  }

  action(name: string): Locator {
    return this.actions.getByRole('button', { name, exact: true });
  }

  /** The dialog an action opened, by its title. */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** One line of the costs table: an insurer's payment form. */
  costLine(paymentForm: string): Locator {
    return this.costs.getByRole('row').filter({ hasText: paymentForm });
  }

  /** Replaces what a number field holds (a prefilled value too) by `text`, typed key by key. */
  async type(field: Locator, text: string): Promise<void> {
    await field.click();
    await field.fill('');
    await field.pressSequentially(text);
  }
}

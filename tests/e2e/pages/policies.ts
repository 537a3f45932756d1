import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** /apolices, the policy page and the endorsement form. */
export class PoliciesPage {
  constructor(private readonly page: Page) {}

  table(): Locator {
    return this.page.getByRole('table', { name: 'Apólices' });
  }

  /** Opens a policy of the list by its number (the link in the first column). */
  async openPolicy(numero: string): Promise<void> {
    await this.table().getByRole('link', { name: numero, exact: true }).click();
    await expect(this.page).toHaveURL(/\/apolices\/[^/]+\/detalhes-apolice$/);
    await expect(this.page.getByRole('heading', { level: 1, name: `Apólice ${numero}` })).toBeVisible();
  }

  endorsements(): Locator {
    return this.page.getByRole('table', { name: /Endossos em ordem de efeito/ });
  }

  currentTerm(): Locator {
    return this.page.getByRole('definition').filter({ hasText: / a \d{2}\/\d{2}\/\d{4}$/ });
  }

  /** Registers a term extension (dates typed as dd/mm/aaaa). */
  async addTermExtension(numero: string, effect: string, newEnd: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Novo endosso' }).click();
    await expect(this.page).toHaveURL(/\/novo-endosso$/);
    await this.page.getByLabel('Número do endosso').fill(numero);
    await this.page.getByLabel('Tipo de endosso').selectOption('prorrogacao');
    await this.page.getByLabel('Data de efeito').fill(effect);
    await this.page.getByLabel('Novo fim de vigência').fill(newEnd);
    await this.page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(
      this.page.getByRole('status').filter({ hasText: `Endosso ${numero} registrado.` }),
    ).toBeVisible();
    await expect(this.page).toHaveURL(/\/detalhes-apolice$/);
  }
}

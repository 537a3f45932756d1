import type { Locator, Page } from '@playwright/test';

/**
 * The company data a group or company form shares (src/features/economic-groups): the CNPJ that
 * autofills the rest from the personal-data API, the names and 'Salvar'.
 */
export class CompanyFormPage {
  readonly cnpj: Locator;
  readonly legalName: Locator;
  readonly tradeName: Locator;
  readonly city: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.cnpj = page.getByLabel('CNPJ', { exact: true });
    this.legalName = page.getByLabel('Razão social', { exact: true });
    this.tradeName = page.getByLabel('Nome fantasia', { exact: true });
    this.city = page.getByLabel('Cidade', { exact: true });
    this.save = page.getByRole('button', { name: 'Salvar', exact: true });
  }

  /** Types the CNPJ digit by digit, as a person does (the mask and the autofill follow the keys). */
  async typeCnpj(digits: string): Promise<void> {
    await this.cnpj.pressSequentially(digits);
  }
}

/** /grupo-economico/$groupId: the group's page, its links and its 'Histórico'. */
export class GroupPage {
  readonly heading: Locator;
  readonly companies: Locator;
  readonly addCompany: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.companies = page.getByRole('link', { name: 'Tomadores e filiais', exact: true });
    this.addCompany = page.getByRole('link', { name: 'Adicionar tomador ou filial', exact: true });
    this.history = page.getByRole('region', { name: 'Histórico' });
  }

  /** The group's id, read from the URL. */
  groupId(): string {
    const match = /\/grupo-economico\/([0-9a-f-]{36})/.exec(this.page.url());
    if (!match?.[1]) throw new Error(`Não é a página de um grupo: ${this.page.url()}`);
    return match[1];
  }

  /** Opens 'Histórico' and answers its entries, newest first. */
  async historyEntries(): Promise<Locator> {
    const toggle = this.history.getByRole('button', { name: 'Histórico' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return this.history.getByRole('listitem');
  }
}

/** /grupo-economico/$groupId/tomadores-e-filiais: the companies and their stars. */
export class CompanyListPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Tomadores e filiais' });
  }

  /**
   * Whether the query cache this device keeps for offline (IndexedDB 'portal-consultas', written a
   * moment after each change) already holds the company as favourited: a reload restores that cache.
   */
  async savedAsFavourite(name: string): Promise<boolean> {
    return this.page.evaluate(async (companyName) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('portal-consultas');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error('IndexedDB indisponível.'));
      });
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const all = db.transaction('cache').objectStore('cache').getAll();
        all.onsuccess = () => resolve(all.result as unknown[]);
        all.onerror = () => reject(new Error('Cache ilegível.'));
      });
      db.close();
      const starred = (node: unknown): boolean => {
        if (Array.isArray(node)) return node.some(starred);
        if (typeof node !== 'object' || node === null) return false;
        const record = node as Record<string, unknown>;
        if (record.razao_social === companyName && record.favorito === true) return true;
        return Object.values(record).some(starred);
      };
      return values.some((value) => typeof value === 'string' && starred(JSON.parse(value)));
    }, name);
  }

  /** The star of a company (a toggle button: aria-pressed). */
  star(name: string): Locator {
    return this.page.getByRole('button', { name: `Favorito: ${name}` });
  }
}

/** /carteira: a wallet, its selection and the transfer dialog. */
export class WalletPage {
  readonly table: Locator;
  readonly owner: Locator;
  readonly transfer: Locator;
  readonly dialog: Locator;
  readonly destination: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Grupos da carteira' });
    this.owner = page.getByRole('combobox', { name: 'Carteira de' });
    this.transfer = page.getByRole('button', { name: 'Transferir', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Transferir carteira' });
    this.destination = this.dialog.getByRole('combobox', { name: 'Usuário de destino' });
    this.confirm = this.dialog.getByRole('button', { name: 'Transferir', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/carteira');
  }

  /** The row checkbox of a group, by its razão social. */
  select(legalName: string): Locator {
    return this.table.getByRole('checkbox', { name: `Selecionar ${legalName}` });
  }

  /** A group's row, by its razão social. */
  row(legalName: string): Locator {
    return this.table.getByRole('row').filter({ hasText: legalName });
  }

  /** Types into the destination picker and picks the option that matches `name`. */
  async chooseDestination(typed: string, name: RegExp): Promise<void> {
    await this.destination.fill(typed);
    await this.page.getByRole('option', { name }).click();
  }
}

import type { Locator, Page } from '@playwright/test';

export interface CourtFields {
  segmento: string;
  codigoTr: string;
  sigla: string;
  nome: string;
}

/** The court form (/tribunais/novo-tribunal, /tribunais/$tribunal/editar-tribunal). */
export class CourtFormPage {
  readonly segment: Locator;
  readonly code: Locator;
  readonly acronym: Locator;
  readonly name: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.segment = page.getByLabel('Segmento do Judiciário');
    this.code = page.getByLabel('Código do tribunal (TR)');
    this.acronym = page.getByLabel('Sigla');
    this.name = page.getByLabel('Nome', { exact: true });
    this.save = page.getByRole('button', { name: 'Salvar' });
  }

  async fill(fields: CourtFields): Promise<void> {
    await this.segment.selectOption(fields.segmento);
    await this.code.fill(fields.codigoTr);
    await this.acronym.fill(fields.sigla);
    await this.name.fill(fields.nome);
  }
}

/** The court unit form (/tribunais/$tribunal/nova-vara, /tribunais/$tribunal/vara/$vara). */
export class CourtUnitFormPage {
  readonly code: Locator;
  readonly name: Locator;
  readonly comarca: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.code = page.getByLabel('Código da vara');
    this.name = page.getByLabel('Nome', { exact: true });
    this.comarca = page.getByLabel('Comarca');
    this.save = page.getByRole('button', { name: 'Salvar' });
  }
}

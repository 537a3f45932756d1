import type { Locator, Page } from '@playwright/test';

/** .../limite-de-credito/nova-consulta: the market consult form. */
export class ConsultFormPage {
  readonly amount: Locator;
  readonly insurers: Locator;
  readonly uncheckAll: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.amount = page.getByLabel('Valor solicitado');
    this.insurers = page.getByRole('group', { name: 'Seguradoras' });
    this.uncheckAll = page.getByRole('button', { name: 'Desmarcar todas' });
    this.send = page.getByRole('button', { name: 'Enviar consulta' });
  }

  insurer(name: string): Locator {
    return this.insurers.getByRole('checkbox', { name, exact: true });
  }
}

/** .../limite-de-credito/$consultId: the consult's answers and co-brokerage. */
export class ConsultPage {
  readonly answers: Locator;
  readonly coBrokerage: Locator;

  constructor(readonly page: Page) {
    this.answers = page.getByRole('region', { name: 'Respostas das seguradoras' });
    this.coBrokerage = page.getByRole('region', { name: 'Cocorretagem' });
  }

  /** Opens 'Registrar resposta' of one insurer and answers its dialog. */
  async openAnswer(insurer: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Registrar resposta de ${insurer}` }).click();
    return this.page.getByRole('dialog', { name: `Resposta de ${insurer}` });
  }

  /** The row (or item) of one insurer in the answers. */
  answerOf(insurer: string): Locator {
    return this.answers.getByRole('row').filter({ hasText: insurer });
  }
}

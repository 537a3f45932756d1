import type { Locator, Page } from '@playwright/test';

/** /sincronizacao: the outbox of this device, its refused items and the storage. */
export class SyncPage {
  readonly heading: Locator;
  readonly waiting: Locator;
  readonly refused: Locator;
  readonly waitingHeading: Locator;
  readonly refusedHeading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sincronização', level: 1 });
    this.waitingHeading = page.getByRole('heading', { name: /^Aguardando envio/ });
    this.refusedHeading = page.getByRole('heading', { name: /^Recusados pelo servidor/ });
    this.waiting = page.getByRole('list', { name: /^Aguardando envio/ }).getByRole('listitem');
    this.refused = page.getByRole('list', { name: /^Recusados pelo servidor/ }).getByRole('listitem');
  }

  /** An item of either list, by its description (e.g. 'Criar tribunal TJMOF (9.41)'). */
  item(description: string | RegExp): Locator {
    return this.page.getByRole('listitem', { name: description });
  }
}

import type { Locator, Page } from '@playwright/test';

/** The toolbar's sync indicator: connection, waiting items (badge), last sync, 'Sincronizar agora'. */
export class SyncIndicator {
  /** The link to /sincronizacao; its accessible name says how many items wait ('3 itens aguardando envio'). */
  readonly link: Locator;
  readonly connection: Locator;
  readonly syncNow: Locator;

  constructor(readonly page: Page) {
    const toolbar = page.getByRole('banner');
    this.link = toolbar.getByRole('link', { name: /^Sincronização:/ });
    this.connection = toolbar.getByRole('status').filter({ hasText: /^(Online|Sem conexão)$/ });
    this.syncNow = toolbar.getByRole('button', { name: 'Sincronizar agora' });
  }

  /** The accessible name the link has when `count` items wait to be sent. */
  static waiting(count: number): RegExp {
    if (count === 0) return /^Sincronização: Nenhum item aguardando envio/;
    return new RegExp(`^Sincronização: ${count} ${count === 1 ? 'item' : 'itens'} aguardando envio`);
  }
}

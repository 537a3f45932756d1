import { useQueryClient } from '@tanstack/react-query';
import type { Versioned } from '../../api/client';
import type { Paged } from '../../contract/common';
import type { Company } from '../../contract/economic-groups';
import { showAlert } from '../../feedback/store';
import { runCommand, useOutbox } from '../../offline/outbox';
import type { OutboxItem } from '../../offline/types';
import { groupKeys } from './api';
import type { FavouriteChange, GroupRef } from './commands';
import { setFavourite } from './commands';

/**
 * The star a company shows: the server's answer, unless a tap on this device still waits in the outbox
 * (offline, or on its way), in which case the last tap wins. A tap the server refused does not count.
 */
export function starShown(serverValue: boolean, companyId: string, items: readonly OutboxItem[]): boolean {
  let shown = serverValue;
  for (const item of items) {
    if (item.command !== setFavourite.name || item.status === 'dead') continue;
    const change = item.payload as FavouriteChange;
    if (change.company.id === companyId) shown = change.favorito;
  }
  return shown;
}

/** The stars of a screen's companies, with the taps still in the outbox applied. */
export function useStars(): (companyId: string, serverValue: boolean) => boolean {
  const items = useOutbox();
  return (companyId, serverValue) => starShown(serverValue, companyId, items);
}

/**
 * Toggles a star at once (the cached lists and record show it before the server answers) and sends the
 * change through the outbox, so it survives going offline and a closed tab.
 */
export function useToggleStar(group: GroupRef) {
  const client = useQueryClient();
  return (company: { id: string; nome: string }, favorito: boolean) => {
    const patch = (c: Company) => (c.id === company.id ? { ...c, favorito } : c);
    client.setQueriesData<Paged<Company>>({ queryKey: [...groupKeys.companies(group.id), 'list'] }, (page) =>
      page ? { ...page, items: page.items.map(patch) } : page,
    );
    client.setQueryData<Versioned<Company>>(groupKeys.company(group.id, company.id), (record) =>
      record ? { ...record, data: patch(record.data) } : record,
    );
    void runCommand(setFavourite, { group, company, favorito }).then((outcome) => {
      if (outcome.status !== 'refused') return;
      showAlert('error', outcome.message);
      void client.invalidateQueries({ queryKey: groupKeys.companies(group.id) });
    });
  };
}

import { keepPreviousData, onlineManager } from '@tanstack/react-query';

/**
 * `placeholderData` of the paged lists: the previous page stays on screen while the next one loads (no
 * flash of an empty table). Offline the next page cannot load, and showing the previous rows under the
 * new page number or filter would lie: the list says instead that those data are not on the device.
 */
export function keepPreviousPage<T>(previous: T | undefined): T | undefined {
  return onlineManager.isOnline() ? keepPreviousData(previous) : undefined;
}

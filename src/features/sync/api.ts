import { useCallback, useEffect, useState } from 'react';
import { getCommand } from '../../offline/commands';
import type { StorageInfo } from '../../offline/storage';
import { requestPersistentStorage, storageInfo } from '../../offline/storage';
import type { OutboxItem } from '../../offline/types';

/** How the sync page names an item: its command's own description, or its name if not loaded. */
export function describeItem(item: OutboxItem): string {
  const command = getCommand(item.command);
  if (!command) return item.command;
  try {
    return command.describe(item.payload);
  } catch {
    return item.command;
  }
}

export interface EditLink {
  to: string;
  params?: Record<string, string>;
}

/** Where 'Editar' opens the item's form, when its command has one. */
export function editLinkOf(item: OutboxItem): EditLink | null {
  return getCommand(item.command)?.editLink?.(item.payload) ?? null;
}

/** Storage used and granted to the portal on this device, and whether it is kept under pressure. */
export function useStorageInfo(): {
  info: StorageInfo | null;
  requestPersistence: () => Promise<void>;
} {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  const refresh = useCallback(async () => {
    setInfo(await storageInfo());
  }, []);
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  const requestPersistence = useCallback(async () => {
    await requestPersistentStorage();
    await refresh();
  }, [refresh]);
  return { info, requestPersistence };
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> '1,5 KB' (pt-BR). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${units[unit] ?? 'B'}`;
}

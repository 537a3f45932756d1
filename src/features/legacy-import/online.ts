import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** The upload goes straight to the server (never the outbox): offline it cannot start. */
export const OFFLINE_UPLOAD_MESSAGE =
  'A importação precisa de conexão. Tente novamente quando o sinal voltar.';

/** Whether the query layer believes the device is online (the same source the lists use). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

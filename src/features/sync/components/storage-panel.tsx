import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import { offlineDb } from '../../../offline/db';
import { Button } from '../../../ui/button';
import { formatBytes, useStorageInfo } from '../api';

export interface PendingPhotos {
  count: number;
  bytes: number;
}

/**
 * The photos stored with the outbox's items on this device (the agro farm photos, an avatar...), of
 * every user of the device: they hold most of the space the portal uses until they are sent. Live.
 */
export function usePendingPhotos(): PendingPhotos | null {
  const [photos, setPhotos] = useState<PendingPhotos | null>(null);
  useEffect(() => {
    const subscription = liveQuery(async () => {
      const found: PendingPhotos = { count: 0, bytes: 0 };
      await offlineDb.outbox.each((item) => {
        for (const file of item.files) {
          if (!file.type.startsWith('image/')) continue;
          found.count += 1;
          found.bytes += file.data.byteLength;
        }
      });
      return found;
    }).subscribe({
      next: setPhotos,
      error: () => setPhotos({ count: 0, bytes: 0 }),
    });
    return () => subscription.unsubscribe();
  }, []);
  return photos;
}

/** The pending photos' line of the storage panel. */
function PendingPhotosLine() {
  const photos = usePendingPhotos();
  const text =
    photos === null
      ? 'Consultando…'
      : photos.count === 0
        ? 'Nenhuma'
        : `${photos.count} ${photos.count === 1 ? 'foto' : 'fotos'}, ${formatBytes(photos.bytes)}`;
  return (
    <>
      <dt className="text-slate-500">Fotos aguardando envio</dt>
      <dd className="text-slate-800">{text}</dd>
    </>
  );
}

/** Storage used by the portal on this device and whether the browser keeps it under pressure. */
export function StoragePanel() {
  const { info, requestPersistence } = useStorageInfo();
  if (!info)
    return (
      <p role="status" className="text-sm text-slate-600">
        Consultando o armazenamento…
      </p>
    );
  const used =
    info.usage === null
      ? 'O navegador não informa o espaço usado.'
      : info.quota === null
        ? formatBytes(info.usage)
        : `${formatBytes(info.usage)} de ${formatBytes(info.quota)}`;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">Espaço usado</dt>
        <dd className="text-slate-800">{used}</dd>
        <PendingPhotosLine />
        <dt className="text-slate-500">Armazenamento persistente</dt>
        <dd className="text-slate-800">
          {info.persisted
            ? 'Sim: o navegador não apaga os dados do portal para liberar espaço.'
            : 'Não: com pouco espaço, o navegador pode apagar os dados guardados no dispositivo.'}
        </dd>
      </dl>
      {!info.persisted && (
        <div>
          <Button variant="secondary" onClick={() => void requestPersistence()}>
            Solicitar armazenamento persistente
          </Button>
        </div>
      )}
    </div>
  );
}

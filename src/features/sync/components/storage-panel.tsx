import { Button } from '../../../ui/button';
import { formatBytes, useStorageInfo } from '../api';

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

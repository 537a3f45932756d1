import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates';
import { syncNow } from '../../../offline/drain';
import { deleteDraft } from '../../../offline/drafts';
import { discardItem, retryItem, useOutbox } from '../../../offline/outbox';
import { useSyncStatus } from '../../../offline/status';
import type { OutboxItem } from '../../../offline/types';
import { Button } from '../../../ui/button';
import { refusalOf } from '../../../forms/command-feedback';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showAlert } from '../../../feedback/store';
import { PageHeader } from '../../../ui/page-header';
import { outboxItemDraftKey } from '../../../forms/use-form-draft';
import type { EditLink } from '../api';
import { describeItem, editLinkOf } from '../api';
import { OutboxItemCard } from './outbox-item-card';
import { StoragePanel } from './storage-panel';

export interface SyncPageProps {
  /** Opens the item's form with its payload (the route builds the URL: `?item=<id>`). */
  onEdit: (link: EditLink, item: OutboxItem) => void;
}

const card = 'rounded-xl border border-slate-200 bg-white p-5 md:p-6';

function failed(error: unknown): void {
  showAlert('error', refusalOf(error).message);
}

/** /sincronizacao: the outbox of this user on this device, its refused items and the storage. */
export function SyncPage({ onEdit }: SyncPageProps) {
  const items = useOutbox();
  const status = useSyncStatus();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const waiting = items.filter((item) => item.status !== 'dead');
  const dead = items.filter((item) => item.status === 'dead');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Sincronização"
        description="O que foi salvo neste dispositivo e ainda não chegou ao servidor."
        actions={
          <Button
            onClick={() => void syncNow().catch(failed)}
            loading={status.draining}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
          >
            Sincronizar agora
          </Button>
        }
      />

      {status.storageError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {status.storageError}
        </p>
      )}

      <section aria-labelledby="situacao" className={card}>
        <h2 id="situacao" className="mb-3 text-lg font-semibold text-slate-900">
          Situação
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Conexão</dt>
          <dd className="text-slate-800">{status.online ? 'Online' : 'Sem conexão'}</dd>
          <dt className="text-slate-500">Última sincronização</dt>
          <dd className="text-slate-800">
            {status.lastSyncAt === null ? 'Nenhuma ainda' : formatDateTime(new Date(status.lastSyncAt))}
          </dd>
        </dl>
        {status.needsLogin && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            A sessão terminou: faça login novamente para enviar os itens pendentes.
          </p>
        )}
      </section>

      <section aria-labelledby="aguardando" className="flex flex-col gap-3">
        <h2 id="aguardando" className="text-lg font-semibold text-slate-900">
          Aguardando envio ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum item aguardando envio.</p>
        ) : (
          <ul aria-labelledby="aguardando" className="flex flex-col gap-3">
            {waiting.map((item) => (
              <OutboxItemCard key={item.id} item={item} online={status.online} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recusados" className="flex flex-col gap-3">
        <h2 id="recusados" className="text-lg font-semibold text-slate-900">
          Recusados pelo servidor ({dead.length})
        </h2>
        {dead.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum item recusado.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Corrija e reenvie, tente de novo como está, ou descarte. Itens do mesmo registro esperam até
              este ser resolvido.
            </p>
            <ul aria-labelledby="recusados" className="flex flex-col gap-3">
              {dead.map((item) => {
                const link = editLinkOf(item);
                return (
                  <OutboxItemCard
                    key={item.id}
                    item={item}
                    online={status.online}
                    actions={{
                      onRetry: (it) => void retryItem(it.id).catch(failed),
                      onEdit: link ? (it) => onEdit(link, it) : undefined,
                      onDiscard: setDiscarding,
                    }}
                  />
                );
              })}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="armazenamento" className={card}>
        <h2 id="armazenamento" className="mb-3 text-lg font-semibold text-slate-900">
          Armazenamento no dispositivo
        </h2>
        <StoragePanel />
      </section>

      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
        title="Descartar item?"
        description={
          discarding
            ? `“${describeItem(discarding)}” será apagado deste dispositivo e não será enviado ao servidor. Esta ação não pode ser desfeita.`
            : ''
        }
        confirmLabel="Descartar"
        destructive
        onConfirm={() => {
          if (!discarding) return;
          const { id } = discarding;
          // A correction started with 'Editar' and left unsent goes with its item.
          discardItem(id)
            .then(() => deleteDraft(outboxItemDraftKey(id)))
            .catch(failed);
        }}
      />
    </div>
  );
}

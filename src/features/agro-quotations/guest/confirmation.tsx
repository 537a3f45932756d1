import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '../../../api/query';
import { liveQuery } from 'dexie';
import { CircleCheck, CloudOff, TriangleAlert } from 'lucide-react';
import type { AgroQuotation } from '../../../contract/agro-quotations';
import { formatAgroNumber } from '../../../contract/agro-quotations';
import { agroQuotationScreens } from '../../../contract/manifests/agro-quotations';
import { formatDateTime } from '../../../lib/dates';
import { offlineDb } from '../../../offline/db';
import { startSyncEngine } from '../../../offline/drain';
import { subscribeOutcomes } from '../../../offline/outcomes';
import { discardItem, retryItem } from '../../../offline/outbox';
import type { OutboxItem } from '../../../offline/types';
import { useSyncStatus } from '../../../offline/status';
import { Button, buttonClasses } from '../../../ui/button';
import { agroQuotationQuery } from '../api';
import { agroScopeOf } from '../commands';
import type { AgroGuestQuotation } from '../guest-commands';
import { AGRO_GUEST_COMMAND } from '../guest-commands';
import { usePhotoProgress } from '../upload-progress';
import type { GuestSubmission } from './storage';
import { listGuestSubmissions, markGuestSubmissionSent } from './storage';

/** Each photo's share already sent, while the outbox sends them (nothing before it starts). */
function PhotoUploads({ id, photos }: { id: string; photos: AgroGuestQuotation['fotos'] }) {
  const progress = usePhotoProgress(id);
  if (!photos.some((photo) => progress[photo.id] !== undefined)) return null;
  return (
    <ul aria-label="Envio das fotos" className="flex flex-col gap-1 text-sm">
      {photos.map((photo, index) => {
        const sent = progress[photo.id];
        const percent = Math.round((sent ?? 0) * 100);
        return (
          <li key={photo.id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-16">Foto {index + 1}</span>
            <progress
              aria-label={`Envio da foto ${index + 1}`}
              max={100}
              value={percent}
              className="h-2 min-w-0 flex-1 accent-amber-700"
            />
            {/* The bar is what a screen reader reads: the figure would be announced at every step. */}
            <span aria-hidden="true" className="tabular-nums">
              {sent === undefined ? 'na fila' : sent >= 1 ? 'enviada' : `${percent}%`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The outbox item still holding this quotation (undefined until the database answered). */
function useGuestItem(id: string): OutboxItem | null | undefined {
  const [item, setItem] = useState<OutboxItem | null | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(() =>
      offlineDb.outbox
        .where('scope')
        .equals(agroScopeOf(id))
        .filter((i) => i.command === AGRO_GUEST_COMMAND)
        .first(),
    ).subscribe({
      next: (found) => setItem(found ?? null),
      error: () => setItem(null),
    });
    return () => subscription.unsubscribe();
  }, [id]);
  return item;
}

export interface GuestConfirmationProps {
  id: string;
  /** A session may read the server: the number of a quotation sent by an earlier visit is asked for. */
  online: boolean;
  onNew: () => void;
  /** Reopens a refused quotation in the form, to correct and resend it. */
  onCorrect: (item: OutboxItem) => void;
}

/**
 * The confirmation as the guest page opens it (loaded on demand, guest-page.tsx): with the query cache
 * of the device, and the outbox engine sending meanwhile.
 */
export function GuestConfirmationScreen(props: GuestConfirmationProps) {
  useEffect(() => {
    startSyncEngine();
  }, []);
  return (
    <QueryProvider>
      <GuestConfirmation {...props} />
    </QueryProvider>
  );
}

/**
 * After 'Enviar cotação': saved on the device and waiting for the signal, then 'Cotação AGR-000123
 * enviada' with the link to its print view, updating itself when the outbox sends it (in this tab or
 * another). A quotation the server refused says why and offers to correct it.
 */
export function GuestConfirmation({ id, online, onNew, onCorrect }: GuestConfirmationProps) {
  const item = useGuestItem(id);
  const [submission, setSubmission] = useState<GuestSubmission | null | undefined>(undefined);
  const draining = useSyncStatus((s) => s.draining);
  const [discarding, setDiscarding] = useState(false);
  const deviceOnline = useSyncStatus((s) => s.online);

  useEffect(() => {
    let live = true;
    listGuestSubmissions()
      .then((list) => {
        if (live) setSubmission(list.find((s) => s.id === id) ?? null);
      })
      .catch(() => {
        if (live) setSubmission(null);
      });
    return () => {
      live = false;
    };
  }, [id]);

  // The server's answer, whichever tab sent it.
  useEffect(
    () =>
      subscribeOutcomes((outcome) => {
        if (outcome.type !== 'sent') return;
        const result = outcome.result as Partial<AgroQuotation> | null;
        if (result?.id !== id || typeof result.numero !== 'number') return;
        markGuestSubmissionSent(result as AgroQuotation)
          .then((list) => setSubmission(list.find((s) => s.id === id) ?? null))
          .catch(() => undefined);
      }),
    [id],
  );

  // Sent by an earlier visit whose answer was not recorded here: the quotation tells its number.
  const sentWithoutNumber = item === null && submission !== undefined && submission?.numero == null;
  const read = useQuery({ ...agroQuotationQuery(id), enabled: sentWithoutNumber && online, retry: 1 });
  useEffect(() => {
    if (!read.data) return;
    markGuestSubmissionSent(read.data)
      .then((list) => setSubmission(list.find((s) => s.id === id) ?? null))
      .catch(() => undefined);
  }, [read.data, id]);

  if (item === undefined || submission === undefined)
    return (
      <p role="status" className="text-sm text-slate-600">
        Consultando a cotação neste dispositivo…
      </p>
    );

  const payload = item?.payload as AgroGuestQuotation | undefined;
  const producer = payload?.quotation.produtor ?? submission?.produtor ?? '';

  if (item && item.status === 'dead')
    return (
      <section aria-labelledby="confirmacao" className="flex flex-col gap-4">
        <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div className="flex flex-col gap-1">
            <h2 id="confirmacao" className="text-lg font-semibold">
              A cotação não foi aceita pelo servidor
            </h2>
            <p className="text-sm">{item.last_error}</p>
            {(item.last_details ?? []).length > 0 && (
              <ul className="list-disc pl-5 text-sm">
                {(item.last_details ?? []).map((d, i) => (
                  <li key={i}>{d.message}</li>
                ))}
              </ul>
            )}
            <p className="text-sm">
              Ela continua guardada neste dispositivo, com as fotos: corrija e envie de novo.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => onCorrect(item)}>Corrigir e reenviar</Button>
          <Button variant="secondary" onClick={() => void retryItem(item.id)}>
            Tentar novamente
          </Button>
          {discarding ? (
            <div role="group" aria-label="Confirmar descarte" className="flex flex-wrap items-center gap-3">
              <span className="text-sm text-slate-800">
                Descartar a cotação e as fotos guardadas com ela? Não será possível recuperá-las.
              </span>
              <Button variant="danger" onClick={() => void discardItem(item.id).then(onNew)}>
                Descartar de vez
              </Button>
              <Button variant="secondary" onClick={() => setDiscarding(false)}>
                Manter
              </Button>
            </div>
          ) : (
            <Button variant="danger" onClick={() => setDiscarding(true)}>
              Descartar
            </Button>
          )}
        </div>
      </section>
    );

  if (item)
    return (
      <section aria-labelledby="confirmacao" className="flex flex-col gap-4">
        <div role="status" className="flex gap-3 rounded-lg bg-amber-50 p-4 text-amber-900">
          <CloudOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div className="flex flex-col gap-1">
            <h2 id="confirmacao" className="text-lg font-semibold">
              Cotação salva neste dispositivo
            </h2>
            <p className="text-sm">
              {draining && deviceOnline
                ? 'Enviando a cotação…'
                : 'Ela será enviada automaticamente quando o sinal voltar. Você pode fechar esta página: nada se perde.'}
            </p>
            <p className="text-sm">
              {producer}
              {payload && payload.fotos.length > 0
                ? ` · ${payload.fotos.length} ${payload.fotos.length === 1 ? 'foto' : 'fotos'}`
                : ''}{' '}
              · salva em {formatDateTime(new Date(item.created_at))}
            </p>
            <p className="text-sm">O número da cotação aparece aqui assim que ela chegar à corretora.</p>
            {payload && <PhotoUploads id={id} photos={payload.fotos} />}
          </div>
        </div>
        <div>
          <Button variant="secondary" onClick={onNew}>
            Preencher outra cotação
          </Button>
        </div>
      </section>
    );

  const numero = submission?.numero ?? read.data?.numero ?? null;
  const token = submission?.token ?? read.data?.token_impressao ?? null;
  return (
    <section aria-labelledby="confirmacao" className="flex flex-col gap-4">
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 id="confirmacao" className="text-lg font-semibold">
            {numero === null ? 'Cotação enviada' : `Cotação ${formatAgroNumber(numero)} enviada`}
          </h2>
          <p className="text-sm">
            {numero === null
              ? 'A cotação chegou à corretora. O número aparece aqui quando houver sinal.'
              : 'A corretora recebeu a cotação e vai buscar os preços das seguradoras.'}
          </p>
          {producer && <p className="text-sm">{producer}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {token && (
          <Link
            to={agroQuotationScreens.imprimirCotacaoAgro.path}
            params={{ id }}
            search={{ token }}
            className={buttonClasses('primary')}
          >
            Ver a cotação para impressão
          </Link>
        )}
        <Button variant="secondary" onClick={onNew}>
          Preencher outra cotação
        </Button>
      </div>
    </section>
  );
}

import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AgroFormData } from '../../../contract/agro-quotations';
import { AGRO_FORM_DATA_FALLBACK, agroFormDataQuery } from '../../../lookups/agro';
import { offlineDb } from '../../../offline/db';
import { requestDrain } from '../../../offline/drain';
import { useAutosaveDraft } from '../../../offline/drafts';
import { STORAGE_FULL, StorageFullError, enqueue, updatePayload, useOutbox } from '../../../offline/outbox';
import { useSyncStatus } from '../../../offline/status';
import type { OutboxItem } from '../../../offline/types';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import type { AgroRef } from '../commands';
import type { AgroGuestQuotation } from '../guest-commands';
import { AGRO_GUEST_COMMAND, submitAgroGuestQuotation } from '../guest-commands';
import type { FieldErrors } from '../validate';
import { GuestConfirmation } from './confirmation';
import type { GuestFormValues } from './form';
import {
  GUEST_STEPS,
  LAST_GUEST_STEP,
  clampGuestStep,
  emptyGuestForm,
  fieldId,
  formErrors,
  sketchOf,
  stepErrors,
  toGuestBody,
  valuesOfBody,
} from './form';
import { ProducerStep } from './producer-step';
import { GuestStepBar } from './step-bar';
import type { GuestDraft, GuestPhoto } from './storage';
import {
  clearGuestDraft,
  guestDraftKey,
  loadGuestDraft,
  loadGuestPhotos,
  recordGuestSubmission,
  saveGuestPhotos,
} from './storage';
import { useGuestSession } from './use-guest-session';

// Each later step loads when it opens (the service worker has them after the first visit): the first
// step stays light to open — the municipality picker, the number inputs, the camera and the sketch wait.
const PropertyStep = lazy(() => import('./steps').then((m) => ({ default: m.PropertyStep })));
const CropStep = lazy(() => import('./steps').then((m) => ({ default: m.CropStep })));
const ValuesStep = lazy(() => import('./steps').then((m) => ({ default: m.ValuesStep })));
const MediaStep = lazy(() => import('./media-step').then((m) => ({ default: m.MediaStep })));
const GuestReview = lazy(() => import('./review').then((m) => ({ default: m.GuestReview })));

const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
const MAX_PHOTOS = 30;

export const GUEST_TEXTS = {
  autosaved: 'Tudo o que você digita fica salvo neste dispositivo, mesmo sem sinal.',
  restored: 'Recuperamos o que já tinha sido preenchido neste dispositivo.',
  notStored: 'Não foi possível guardar a cotação neste dispositivo.',
  photoNotImage: 'Escolha uma imagem (foto).',
  photoTooLarge: 'A foto tem mais de 20 MB: tire outra com resolução menor.',
  tooManyPhotos: `Até ${MAX_PHOTOS} fotos por cotação.`,
} as const;

export interface GuestQuotationPageProps {
  /** The link's group and office (optional path parameters): the quotation is bound to them. */
  groupId?: string;
  officeId?: string;
  /** `?passo=`: a reload opens the same step. */
  step: number;
  onStepChange: (step: number) => void;
  /** `?enviada=`: the confirmation of a quotation saved from this device. */
  sentId?: string;
  /** `?corrigir=`: the outbox item of a refused quotation being corrected. */
  correcting?: string;
  onNavigate: (search: { enviada?: string; corrigir?: string; passo?: number }) => void;
}

/**
 * /nova-cotacao/agro/{groupId?}/{officeId?} (issue 12): the agro quotation a producer fills at the farm,
 * with or without signal, without an account (or a staff user, with their session). Every change is
 * autosaved on the device; 'Enviar cotação' puts the quotation, its photos and its sketch in the
 * outbox, which sends them when the signal allows; the confirmation follows it to the number.
 */
export function GuestQuotationPage(props: GuestQuotationPageProps) {
  const session = useGuestSession();
  const formDataQuery = useQuery({ ...agroFormDataQuery, enabled: session.online });
  // The contract's lists stand in until the server's answer is known (first visit without signal).
  const formData = formDataQuery.data ?? AGRO_FORM_DATA_FALLBACK;
  const { sentId, correcting, onNavigate } = props;

  let content;
  if (!session.ready)
    content = (
      <p role="status" className="text-sm text-slate-600">
        Abrindo o formulário…
      </p>
    );
  else if (sentId)
    content = (
      <GuestConfirmation
        id={sentId}
        online={session.online}
        onNew={() => onNavigate({ passo: 1 })}
        onCorrect={(item) => onNavigate({ corrigir: item.id, passo: 1 })}
      />
    );
  else {
    const link = { groupId: props.groupId, officeId: props.officeId };
    const draftKey = correcting ? `agroQuotations.guest.correcao:${correcting}` : guestDraftKey(link);
    content = (
      <GuestForm
        key={draftKey}
        draftKey={draftKey}
        link={link}
        correcting={correcting}
        staff={session.staff}
        formData={formData}
        step={clampGuestStep(props.step)}
        onStepChange={props.onStepChange}
        onSaved={(id) => onNavigate({ enviada: id })}
        onOpenSent={(id) => onNavigate({ enviada: id })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900">Nova cotação agro</h1>
        <p className="text-sm text-slate-600">
          Seguro da lavoura de café e de outras culturas. {GUEST_TEXTS.autosaved}
        </p>
        <ConnectionLine />
      </header>
      {content}
    </div>
  );
}

function ConnectionLine() {
  const online = useSyncStatus((s) => s.online);
  return (
    <p className="text-sm font-medium" role="status">
      <span aria-hidden="true" className={online ? 'text-emerald-800' : 'text-amber-800'}>
        ●{' '}
      </span>
      {online
        ? 'Com conexão'
        : 'Sem conexão: continue preenchendo, a cotação é enviada quando o sinal voltar.'}
    </p>
  );
}

interface Loaded {
  draft: GuestDraft;
  photos: GuestPhoto[];
  restored: boolean;
  /** Photos stored with the refused item being corrected. */
  lockedPhotos?: number;
}

interface GuestFormProps {
  draftKey: string;
  link: { groupId?: string; officeId?: string };
  correcting?: string;
  staff: boolean;
  formData: AgroFormData;
  step: number;
  onStepChange: (step: number) => void;
  onSaved: (id: string) => void;
  onOpenSent: (id: string) => void;
}

/** Reads what this device kept (the draft and its photos, or the refused item to correct), then the form. */
function GuestForm(props: GuestFormProps) {
  const { draftKey, correcting } = props;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async (): Promise<Loaded> => {
      const [draft, photos] = await Promise.all([loadGuestDraft(draftKey), loadGuestPhotos(draftKey)]);
      const item = correcting ? await offlineDb.outbox.get({ id: correcting }) : undefined;
      const payload = item?.command === AGRO_GUEST_COMMAND ? (item.payload as AgroGuestQuotation) : undefined;
      const lockedPhotos = payload?.fotos.length;
      if (draft) return { draft, photos, restored: true, lockedPhotos };
      if (payload)
        return {
          draft: { id: payload.body.id, values: valuesOfBody(payload.body, payload.croqui), correcting },
          photos: [],
          restored: false,
          lockedPhotos,
        };
      return { draft: { id: crypto.randomUUID(), values: emptyGuestForm }, photos, restored: false };
    })()
      .then((result) => {
        if (live) setLoaded(result);
      })
      .catch((error: unknown) => {
        console.warn('Não foi possível ler o rascunho.', error);
        if (live)
          setLoaded({
            draft: { id: crypto.randomUUID(), values: emptyGuestForm },
            photos: [],
            restored: false,
          });
        if (live) setFailure('Não foi possível ler o que estava guardado neste dispositivo.');
      });
    return () => {
      live = false;
    };
  }, [draftKey, correcting]);

  if (!loaded)
    return (
      <p role="status" className="text-sm text-slate-600">
        Abrindo o formulário…
      </p>
    );
  return <GuestFormBody {...props} initial={loaded} loadFailure={failure} />;
}

const STORAGE_FAILED = (error: unknown) =>
  error instanceof StorageFullError
    ? STORAGE_FULL
    : `${GUEST_TEXTS.notStored} ${error instanceof Error ? error.message : ''}`.trim();

function GuestFormBody({
  draftKey,
  link,
  correcting,
  staff,
  formData,
  step,
  onStepChange,
  onSaved,
  onOpenSent,
  initial,
  loadFailure,
}: GuestFormProps & { initial: Loaded; loadFailure: string | null }) {
  const [id, setId] = useState(initial.draft.id);
  const [values, setValues] = useState<GuestFormValues>(initial.draft.values);
  const [photos, setPhotos] = useState<GuestPhoto[]>(initial.photos);
  const photosRef = useRef(photos);
  const [touched, setTouched] = useState(initial.restored || Boolean(correcting));
  const [restored, setRestored] = useState(initial.restored);
  const [showErrors, setShowErrors] = useState(false);
  const [formError, setFormError] = useState<string | null>(loadFailure);
  const [sending, setSending] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  const draft = useMemo<GuestDraft>(() => ({ id, values, correcting }), [id, values, correcting]);
  // Every change goes to the device at once (a short debounce), and on leaving or hiding the page.
  const autosave = useAutosaveDraft(draftKey, draft, { enabled: touched, debounceMs: 150 });

  const update = useCallback((recipe: (v: GuestFormValues) => GuestFormValues) => {
    setValues((v) => recipe(v));
    setTouched(true);
  }, []);

  // A new step is announced by moving the focus to its heading (not on opening the screen).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const all = useMemo(() => formErrors(values), [values]);
  // Steps seen in this visit (opening on a later step, the ones before it too): a step not seen yet is
  // never marked complete, even with nothing required in it (the photos); the review never is.
  const [seen, setSeen] = useState<ReadonlySet<number>>(
    () => new Set(GUEST_STEPS.map((s) => s.numero).filter((n) => n <= step)),
  );
  useEffect(() => {
    setSeen((current) => (current.has(step) ? current : new Set([...current, step])));
  }, [step]);
  const complete = useMemo(
    () =>
      new Set(
        GUEST_STEPS.map((s) => s.numero).filter(
          (n) => n < LAST_GUEST_STEP && seen.has(n) && Object.keys(stepErrors(n, values)).length === 0,
        ),
      ),
    [values, seen],
  );
  const errors: FieldErrors = !showErrors
    ? {}
    : step === LAST_GUEST_STEP
      ? all.errors
      : stepErrors(step, values);
  const messages = Object.entries(errors);

  function focusFirstError(found: FieldErrors) {
    const first = Object.keys(found)[0];
    // After the step's fields rendered: the first field with a message, else the summary.
    requestAnimationFrame(() => {
      const control = first ? document.getElementById(fieldId(first)) : null;
      (control ?? summary.current)?.focus();
    });
  }

  function go(next: number) {
    setShowErrors(false);
    onStepChange(next);
  }

  function advance() {
    const found = stepErrors(step, values);
    if (Object.keys(found).length > 0) {
      setShowErrors(true);
      focusFirstError(found);
      return;
    }
    go(step + 1);
  }

  async function addPhoto(file: File) {
    if (!file.type.startsWith('image/')) throw new Error(GUEST_TEXTS.photoNotImage);
    if (file.size > MAX_PHOTO_BYTES) throw new Error(GUEST_TEXTS.photoTooLarge);
    if (photosRef.current.length >= MAX_PHOTOS) throw new Error(GUEST_TEXTS.tooManyPhotos);
    const photo: GuestPhoto = {
      id: crypto.randomUUID(),
      nome: file.name || `foto-${photosRef.current.length + 1}.jpg`,
      tipo: file.type,
      tamanho: file.size,
      dados: await file.arrayBuffer(),
    };
    const next = [...photosRef.current, photo];
    try {
      await saveGuestPhotos(draftKey, next);
    } catch (error) {
      throw new Error(STORAGE_FAILED(error), { cause: error });
    }
    photosRef.current = next;
    setPhotos(next);
    setTouched(true);
  }

  async function removePhoto(photoId: string) {
    const next = photosRef.current.filter((p) => p.id !== photoId);
    await saveGuestPhotos(draftKey, next);
    photosRef.current = next;
    setPhotos(next);
  }

  async function startOver() {
    await autosave.clear();
    await clearGuestDraft(draftKey);
    photosRef.current = [];
    setPhotos([]);
    setValues(emptyGuestForm);
    setId(crypto.randomUUID());
    setTouched(false);
    setRestored(false);
    setConfirmReset(false);
    setShowErrors(false);
    onStepChange(1);
  }

  async function submit() {
    if (all.firstStep !== null) {
      setShowErrors(true);
      if (all.firstStep !== step) onStepChange(all.firstStep);
      focusFirstError(all.firstStep === step ? all.errors : {});
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      const body = toGuestBody(values, { id, ...link });
      const quotation: AgroRef = { id, numero: null, produtor: body.produtor.nome, produto: body.produto };
      const croqui = sketchOf(values);
      const stored = correcting ? await offlineDb.outbox.get({ id: correcting }) : undefined;
      if (stored?.command === AGRO_GUEST_COMMAND) {
        // The refused item, corrected: it keeps its photos and its place in the quotation's order.
        const before = stored.payload as AgroGuestQuotation;
        await updatePayload(stored.id, { ...before, quotation, body, croqui } satisfies AgroGuestQuotation);
      } else {
        const files: Record<string, File> = {};
        const fotos = photos.map((p) => {
          const arquivo = `foto-${p.id}`;
          files[arquivo] = new File([p.dados], p.nome, { type: p.tipo });
          return { id: p.id, arquivo, nome: p.nome, tipo: p.tipo, tamanho: p.tamanho };
        });
        await enqueue(submitAgroGuestQuotation, { quotation, body, fotos, croqui }, files);
      }
      await recordGuestSubmission({
        id,
        produtor: quotation.produtor,
        salva_em: Date.now(),
        numero: null,
        token: null,
      });
      // The outbox holds its own copy now: the draft and its photos go.
      await autosave.clear();
      await clearGuestDraft(draftKey);
      void requestDrain().catch(() => undefined);
      onSaved(id);
    } catch (error) {
      setFormError(STORAGE_FAILED(error));
    } finally {
      setSending(false);
    }
  }

  const current = GUEST_STEPS[step - 1] ?? GUEST_STEPS[0];
  const stepProps = { values, update, errors, formData };

  return (
    <form
      noValidate
      aria-label="Nova cotação agro"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (step < LAST_GUEST_STEP) advance();
        else void submit();
      }}
    >
      <PendingNotice onOpen={onOpenSent} />
      {correcting && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Corrigindo uma cotação recusada pelo servidor: ao enviar, ela segue com as mesmas fotos.
        </p>
      )}
      {restored && !correcting && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-800">
          <p role="status" className="flex-1">
            {GUEST_TEXTS.restored}
          </p>
          {confirmReset ? (
            <>
              <span>Apagar tudo o que foi preenchido e as fotos?</span>
              <Button variant="danger" onClick={() => void startOver()}>
                Apagar e começar de novo
              </Button>
              <Button variant="secondary" onClick={() => setConfirmReset(false)}>
                Manter
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirmReset(true)}>
              Começar de novo
            </Button>
          )}
        </div>
      )}
      <GuestStepBar current={step} complete={complete} onSelect={go} />
      <FormAlert message={formError} />
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        <span className="text-sm font-normal text-slate-600">
          Etapa {step} de {LAST_GUEST_STEP}
          <span aria-hidden="true"> · </span>
        </span>{' '}
        {current.nome}
      </h2>
      {messages.length > 0 && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-medium">
            Confira {messages.length === 1 ? 'o campo' : `os ${messages.length} campos`}:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {messages.map(([path, message]) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {step === 1 ? (
        <ProducerStep {...stepProps} staff={staff} />
      ) : (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600">
              Abrindo a etapa…
            </p>
          }
        >
          {step === 2 && <PropertyStep {...stepProps} />}
          {step === 3 && <CropStep {...stepProps} />}
          {step === 4 && <ValuesStep {...stepProps} />}
          {step === 5 && (
            <MediaStep
              {...stepProps}
              photos={photos}
              onAddPhoto={addPhoto}
              onRemovePhoto={removePhoto}
              photosLocked={correcting ? initial.lockedPhotos : undefined}
            />
          )}
          {step === LAST_GUEST_STEP && (
            <GuestReview
              values={values}
              formData={formData}
              photoCount={correcting ? (initial.lockedPhotos ?? 0) : photos.length}
              onEdit={go}
            />
          )}
        </Suspense>
      )}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        {step > 1 && (
          <Button variant="secondary" onClick={() => go(step - 1)}>
            Voltar
          </Button>
        )}
        <div className="ml-auto">
          {step < LAST_GUEST_STEP ? (
            <Button type="submit">Avançar</Button>
          ) : (
            <Button type="submit" loading={sending}>
              {correcting ? 'Reenviar cotação' : 'Enviar cotação'}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

/** The quotations of this device still waiting for the signal, with a way to see each one. */
function PendingNotice({ onOpen }: { onOpen: (id: string) => void }) {
  const waiting = useOutbox().filter((item: OutboxItem) => item.command === AGRO_GUEST_COMMAND);
  if (waiting.length === 0) return null;
  return (
    <div className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-medium">
        {waiting.length === 1
          ? '1 cotação deste dispositivo aguarda envio.'
          : `${waiting.length} cotações deste dispositivo aguardam envio.`}
      </p>
      <ul className="mt-1 flex flex-col gap-1">
        {waiting.map((item) => {
          const payload = item.payload as AgroGuestQuotation;
          return (
            <li key={item.id}>
              <Button variant="ghost" onClick={() => onOpen(payload.quotation.id)}>
                {payload.quotation.produtor} —{' '}
                {item.status === 'dead' ? 'recusada, precisa de correção' : 'aguardando sinal'}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

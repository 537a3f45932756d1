import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  isUnreachable,
  markReachable,
  markUnreachable,
  onReachabilityChange,
} from '../../../api/reachability';
import { useAutosaveDraft } from '../../../offline/drafts';
import { STORAGE_FULL, StorageFullError } from '../../../offline/quota';
import type { OutboxItem } from '../../../offline/types';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import type { FieldErrors } from '../validate';
import type * as Engine from './engine';
import type { GuestFormValues } from './form-values';
import {
  GUEST_FORM_READY_MARK,
  GUEST_STEPS,
  LAST_GUEST_STEP,
  clampGuestStep,
  emptyGuestForm,
  fieldId,
} from './form-values';
import { GUEST_AUTOSAVED, GuestIntro, GuestOpening } from './guest-intro';
import { ProducerStep } from './producer-step';
import { GuestStepBar } from './step-bar';
import type { GuestDraft, GuestPhoto } from './storage';
import { clearGuestDraft, guestDraftKey, peekGuestDraft, peekGuestPending, saveGuestPhotos } from './storage';
import { useGuestSession } from './use-guest-session';
import { preloadGuestParts, retrying, setBeforeGuestReload, useGuestChunks } from './chunks';
import type * as Deferred from './deferred';
import type * as Confirmation from './confirmation';
import { OpeningStep } from './opening';

/*
 * The first download of this screen is the first step and what holds the form (the route's JavaScript
 * within 150 KiB gzip, tests/bench/budget.ts). The rest is fetched right after the form is on screen
 * (chunks.ts), or at once when it is needed before that (a reload on a later step, 'Avançar' pressed
 * first):
 * - engine.ts: the checks (valibot, the contract's schemas) and the outbox with its sync engine (Dexie);
 * - deferred.tsx: steps 2 to 6 with the query cache (TanStack Query) and the notice of the quotations
 *   waiting to be sent, and the steps' own chunks;
 * - confirmation.tsx: the screen after 'Enviar cotação'.
 * Once all of it is in the page the form works without signal; once the service worker controls the
 * page (it precaches these files first, sw/sw.ts) it also reopens without signal. The connection line
 * says which.
 */
type GuestEngine = typeof Engine;

const loadGuestEngine = retrying<GuestEngine>(() => import('./engine'));
const loadGuestDeferred = retrying<typeof Deferred>(() => import('./deferred'));
const loadGuestConfirmation = retrying<typeof Confirmation>(() => import('./confirmation'));

let warming: Promise<void> | undefined;

/** The next idle moment of the main thread (a phone's CPU is busy right after the first paint). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 50);
  });
}

/**
 * Every part of the form run in the page, one idle moment each: the checks and the later steps first,
 * then the confirmation and the steps' own chunks. Their files were fetched as the form committed
 * (preloadGuestParts), so this needs no network.
 */
function warmGuestParts(): Promise<void> {
  warming ??= (async () => {
    await Promise.all([loadGuestEngine(), loadGuestDeferred()]);
    await idle();
    await loadGuestConfirmation();
    await idle();
    await (await loadGuestDeferred()).warmStepParts();
    useGuestChunks.setState({ loaded: true });
  })();
  return warming;
}

/**
 * The form's files on the device: `loaded` (the connection line) once every preloaded file arrived,
 * without running any of them — a phone's CPU is spent on what the user does, not on steps they have
 * not opened yet. Where the files could not be preloaded (the dev server, a file lost to the signal),
 * the parts are run at once instead, and `loaded` waits for them.
 */
function fetchGuestParts(): void {
  void preloadGuestParts().then((arrived) => {
    if (arrived) useGuestChunks.setState({ loaded: true });
    else void warmGuestParts();
  });
}

const GuestLaterSteps = lazy(() => loadGuestDeferred().then((m) => ({ default: m.GuestLaterSteps })));
const PendingNotice = lazy(() => loadGuestDeferred().then((m) => ({ default: m.PendingNotice })));
const GuestConfirmation = lazy(() =>
  loadGuestConfirmation().then((m) => ({ default: m.GuestConfirmationScreen })),
);

/** Runs `start` once the browser has painted (a hidden tab paints nothing: at once), at the latest in 1 s. */
function afterPaint(start: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    start();
  };
  let frame: number | undefined;
  let next: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') once();
  else
    frame = requestAnimationFrame(() => {
      next = setTimeout(once, 0);
    });
  const fallback = setTimeout(once, 1000);
  return () => {
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(next);
    clearTimeout(fallback);
  };
}

const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
const MAX_PHOTOS = 30;

export const GUEST_TEXTS = {
  autosaved: GUEST_AUTOSAVED,
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
 * /nova-cotacao/agro/{groupId?}/{officeId?}: the agro quotation a producer fills at the farm,
 * with or without signal, without an account (or a staff user, with their session). Every change is
 * autosaved on the device; 'Enviar cotação' puts the quotation, its photos and its sketch in the
 * outbox, which sends them when the signal allows; the confirmation follows it to the number.
 */
export function GuestQuotationPage(props: GuestQuotationPageProps) {
  const session = useGuestSession();
  const { sentId, correcting, onNavigate } = props;

  let content;
  if (sentId)
    content = (
      <Suspense fallback={<GuestOpening />}>
        <GuestConfirmation
          id={sentId}
          online={session.online}
          onNew={() => onNavigate({ passo: 1 })}
          onCorrect={(item: OutboxItem) => onNavigate({ corrigir: item.id, passo: 1 })}
        />
      </Suspense>
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
        online={session.online}
        step={clampGuestStep(props.step)}
        onStepChange={props.onStepChange}
        onSaved={(id) => onNavigate({ enviada: id })}
        onOpenSent={(id) => onNavigate({ enviada: id })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <GuestIntro status={<ConnectionLine />} />
      {content}
    </div>
  );
}

const HEALTH_URL = '/healthz';

export const CONNECTION_TEXTS = {
  online: 'Com conexão',
  ready: 'Pronto para funcionar sem sinal.',
  preparing: 'Preparando para funcionar sem sinal…',
  offline: 'Sem conexão: continue preenchendo, a cotação é enviada quando o sinal voltar.',
  noReload: 'Não recarregue a página até o sinal voltar.',
  partial:
    'Sem conexão: parte do formulário ainda não chegou a este dispositivo e abre quando o sinal voltar. O que você digita fica salvo.',
} as const;

function subscribeOnline(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether a service worker controls the page: it has the form's files (its install precaches them
 * first), so a reload without signal opens the form. null where there is none to wait for (the dev
 * server, a browser without service workers).
 */
function useWorkerControl(): boolean | null {
  const supported = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const [controlled, setControlled] = useState(() => supported && !!navigator.serviceWorker.controller);
  useEffect(() => {
    if (!supported) return;
    const changed = () => setControlled(!!navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener('controllerchange', changed);
    changed();
    return () => navigator.serviceWorker.removeEventListener('controllerchange', changed);
  }, [supported]);
  return supported ? controlled : null;
}

/**
 * The signal and whether the form can do without it: 'Pronto para funcionar sem sinal' only once every
 * part of the form is in the page and the service worker, holding the same files, controls it.
 */
function ConnectionLine() {
  // The browser's own flag, followed here: the sync engine, which also follows it, starts only once
  // the user starts filling the form.
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [reachable, setReachable] = useState(() => !isUnreachable());
  const partsIn = useGuestChunks((s) => s.loaded && s.waiting === 0);
  const worker = useWorkerControl();
  useEffect(() => {
    const stop = onReachabilityChange(() => setReachable(!isUnreachable()));
    // The browser may claim a network it does not have (a dead Wi-Fi at the farm, or the flag kept
    // across a reload): the server is asked once, and a silence turns the line to 'Sem conexão' until
    // the reachability probe hears it again (src/api/reachability.ts).
    fetch(HEALTH_URL, { cache: 'no-store' }).then(
      (res) => res.ok && markReachable(),
      () => markUnreachable(),
    );
    return stop;
  }, []);
  const online = browserOnline && reachable;
  useEffect(() => {
    // The registration failed for want of signal: it is tried again when the signal returns.
    if (online && worker === false)
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  }, [online, worker]);
  let text: string;
  if (online)
    text =
      worker === null
        ? CONNECTION_TEXTS.online
        : `${CONNECTION_TEXTS.online} · ${partsIn && worker ? CONNECTION_TEXTS.ready : CONNECTION_TEXTS.preparing}`;
  else if (!partsIn) text = CONNECTION_TEXTS.partial;
  else
    text =
      worker === false
        ? `${CONNECTION_TEXTS.offline} ${CONNECTION_TEXTS.noReload}`
        : CONNECTION_TEXTS.offline;
  return (
    <p className="text-sm font-medium" role="status">
      <span aria-hidden="true" className={online ? 'text-emerald-800' : 'text-amber-800'}>
        ●{' '}
      </span>
      {text}
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
  /** A session may read the server (the form's lists, a quotation's number). */
  online: boolean;
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
      // Read without Dexie: the form paints before the offline engine has loaded.
      const { draft, photos } = await peekGuestDraft(draftKey);
      const correction = correcting ? await (await loadGuestEngine()).correctionOf(correcting) : null;
      const lockedPhotos = correction?.lockedPhotos;
      if (draft) return { draft, photos, restored: true, lockedPhotos };
      if (correction) return { draft: correction.draft, photos: [], restored: false, lockedPhotos };
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

  if (!loaded) return <GuestOpening />;
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
  online,
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
  // The checks and the outbox (engine.ts) and the later steps (deferred.tsx): after the first paint.
  const [engine, setEngine] = useState<GuestEngine | null>(null);
  const [deferredShown, setDeferredShown] = useState(false);

  useLayoutEffect(() => {
    // Committed: the fields are in the page and take input. The offline cold start ends here (npm run
    // bench, tests/bench/guest-offline.ts).
    performance.mark?.(GUEST_FORM_READY_MARK);
    // Right after: the rest of the form's files, so it works if the signal drops in the next seconds.
    fetchGuestParts();
  }, []);

  // The checks, the outbox and the later steps run once the user starts filling the form (or at once
  // when something is waiting to be sent, or the form opens past its first step): until then the
  // first step needs none of them, and the phone's CPU stays free while the page loads.
  const formRef = useRef<HTMLFormElement>(null);
  const [started, setStarted] = useState(() => step > 1 || Boolean(correcting) || initial.restored);
  useEffect(() => {
    if (started) return;
    const form = formRef.current;
    const start = () => setStarted(true);
    const events = ['focusin', 'pointerdown', 'keydown', 'input'] as const;
    for (const type of events) form?.addEventListener(type, start, { once: true, passive: true });
    let live = true;
    peekGuestPending().then(
      (pending) => live && pending && start(),
      () => live && start(),
    );
    return () => {
      live = false;
      for (const type of events) form?.removeEventListener(type, start);
    };
  }, [started]);

  useEffect(() => {
    if (!started) return;
    let live = true;
    const cancel = afterPaint(() => {
      setDeferredShown(true);
      void warmGuestParts();
      void loadGuestEngine().then((loaded) => {
        if (!live) return;
        setEngine(loaded);
        // The outbox drains from here too: this screen lives outside the logged-in layout.
        loaded.startSyncEngine();
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [started]);

  const draft = useMemo<GuestDraft>(() => ({ id, values, correcting }), [id, values, correcting]);
  // Every change goes to the device at once (a short debounce), and on leaving or hiding the page.
  const autosave = useAutosaveDraft(draftKey, draft, { enabled: touched, debounceMs: 150, mirror: true });
  // A part that failed to load reloads the page when the signal returns: what was typed goes first.
  useEffect(() => {
    setBeforeGuestReload(() => autosave.flush());
    return () => setBeforeGuestReload(undefined);
  }, [autosave]);

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

  // Steps seen in this visit (opening on a later step, the ones before it too): a step not seen yet is
  // never marked complete, even with nothing required in it (the photos); the review never is.
  const [seen, setSeen] = useState<ReadonlySet<number>>(
    () => new Set(GUEST_STEPS.map((s) => s.numero).filter((n) => n <= step)),
  );
  useEffect(() => {
    setSeen((current) => (current.has(step) ? current : new Set([...current, step])));
  }, [step]);
  // Until the checks have loaded no step is marked complete (a moment after the first paint).
  const complete = useMemo(
    () =>
      new Set(
        engine
          ? GUEST_STEPS.map((s) => s.numero).filter(
              (n) =>
                n < LAST_GUEST_STEP && seen.has(n) && Object.keys(engine.stepErrors(n, values)).length === 0,
            )
          : [],
      ),
    [engine, values, seen],
  );
  // The messages show only after a try to go on, which waited for the checks.
  const errors: FieldErrors =
    !showErrors || !engine
      ? {}
      : step === LAST_GUEST_STEP
        ? engine.formErrors(values).errors
        : engine.stepErrors(step, values);
  const messages = Object.entries(errors);

  /**
   * The checks, at once when loaded (pressed before that: when they arrive, which without signal is
   * when it returns, as the connection line says).
   */
  async function checks(): Promise<GuestEngine | null> {
    if (engine) return engine;
    const loaded = await loadGuestEngine();
    setEngine(loaded);
    return loaded;
  }

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
    // A step done is on the device before the next one shows, not a debounce later.
    autosave.flush().catch((error: unknown) => console.warn('Não foi possível salvar o rascunho.', error));
  }

  async function advance() {
    const loaded = await checks();
    if (!loaded) return;
    const found = loaded.stepErrors(step, values);
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
    const loaded = await checks();
    if (!loaded) return;
    const all = loaded.formErrors(values);
    if (all.firstStep !== null) {
      setShowErrors(true);
      if (all.firstStep !== step) onStepChange(all.firstStep);
      focusFirstError(all.firstStep === step ? all.errors : {});
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      await loaded.storeGuestQuotation({ id, values, link, photos, correcting });
      // The outbox holds its own copy now: the draft and its photos go.
      await autosave.clear();
      await clearGuestDraft(draftKey);
      void loaded.requestDrain().catch(() => undefined);
      onSaved(id);
    } catch (error) {
      setFormError(STORAGE_FAILED(error));
    } finally {
      setSending(false);
    }
  }

  const current = GUEST_STEPS[step - 1] ?? GUEST_STEPS[0];
  const stepProps = { values, update, errors };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Nova cotação agro"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (step < LAST_GUEST_STEP) void advance();
        else void submit();
      }}
    >
      {deferredShown && (
        <Suspense fallback={null}>
          <PendingNotice onOpen={onOpenSent} />
        </Suspense>
      )}
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
      {/* A phone narrower than the bar scrolls the bar, not the page (a wider page hides the sticky buttons). */}
      <div className="max-w-full overflow-x-auto">
        <GuestStepBar current={step} complete={complete} onSelect={go} />
      </div>
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
      {step === 1 && <ProducerStep {...stepProps} staff={staff} />}
      {/* Mounted on every step once shown (its query cache restored once); the first step has nothing here. */}
      {(step > 1 || deferredShown) && (
        <Suspense fallback={step > 1 ? <OpeningStep /> : null}>
          <GuestLaterSteps
            {...stepProps}
            step={step}
            online={online}
            photos={photos}
            onAddPhoto={addPhoto}
            onRemovePhoto={removePhoto}
            photosLocked={correcting ? initial.lockedPhotos : undefined}
            photoCount={correcting ? (initial.lockedPhotos ?? 0) : photos.length}
            onEdit={go}
          />
        </Suspense>
      )}
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
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

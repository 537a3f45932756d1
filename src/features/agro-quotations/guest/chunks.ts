import { create } from 'zustand';

/*
 * The guest form's parts that are not in its first download (guest-page.tsx, deferred.tsx), each
 * imported once for the page's life through `retrying`. All of them are fetched right after the form's
 * first paint (preloadGuestParts) and imported then (warmGuestParts, guest-page.tsx), so the form
 * fills, checks and sends with no signal from then on, even before the service worker has taken control.
 *
 * An import that fails (the signal dropped before it arrived) never reaches React as an error: the
 * part waits, the page says why (useGuestChunks().waiting), and it is tried again when the signal
 * returns. Chromium keeps a failed module for the page's life (a second import() of the same file
 * fails at once without asking the network), so when that second try fails too the page reloads: the
 * form is on the device (autosaved) and the reload opens the same step.
 */

interface GuestChunksState {
  /** Every part is in the page: the form works without signal until the page is reloaded. */
  loaded: boolean;
  /** Parts that could not be fetched and wait for the signal. */
  waiting: number;
}

export const useGuestChunks = create<GuestChunksState>(() => ({ loaded: false, waiting: 0 }));

const HEALTH_URL = '/healthz';
const RETRY_EVERY_MS = 3000;
/** The reload after a failed retry is not repeated sooner than this (a broken deploy must not loop). */
const RELOAD_GUARD_MS = 20_000;
const RELOADED_AT = 'cotacao-agro:recarregada-em';

let beforeReload: (() => Promise<void>) | undefined;

/** What must be on the device before a reload (the form's pending autosave). */
export function setBeforeGuestReload(save: (() => Promise<void>) | undefined): void {
  beforeReload = save;
}

function controlled(): boolean {
  return (
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !!navigator.serviceWorker.controller
  );
}

/** Resolves when the server answers again, or when the service worker (which holds the files) controls the page. */
function signalBack(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const check = () => {
      if (done) return;
      if (controlled()) finish();
      else
        fetch(HEALTH_URL, { cache: 'no-store' }).then(
          (res) => res.ok && finish(),
          () => undefined,
        );
    };
    const timer = setInterval(check, RETRY_EVERY_MS);
    const finish = () => {
      done = true;
      clearInterval(timer);
      window.removeEventListener('online', check);
      navigator.serviceWorker?.removeEventListener('controllerchange', check);
      resolve();
    };
    window.addEventListener('online', check);
    navigator.serviceWorker?.addEventListener('controllerchange', check);
  });
}

async function reloadPage(): Promise<void> {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  try {
    await beforeReload?.();
  } catch (error) {
    console.warn('Não foi possível salvar o rascunho antes de recarregar.', error);
  }
  location.reload();
}

function changeWaiting(by: number): void {
  useGuestChunks.setState((state) => ({ waiting: Math.max(0, state.waiting + by) }));
}

/**
 * `load` once for the page's life; a failure waits for the signal and tries again, and a second
 * failure reloads the page. The promise never rejects (a React.lazy of it never throws).
 */
export function retrying<T>(load: () => Promise<T>): () => Promise<T> {
  let module: Promise<T> | undefined;
  return () =>
    (module ??= (async () => {
      try {
        return await load();
      } catch (error) {
        console.warn('Parte do formulário não carregou; nova tentativa quando o sinal voltar.', error);
      }
      changeWaiting(1);
      for (;;) {
        await signalBack();
        try {
          const loaded = await load();
          changeWaiting(-1);
          return loaded;
        } catch {
          await reloadPage();
        }
      }
    })());
}

let preloading: Promise<boolean> | undefined;

const FETCHES_PER_TASK = 8;

/** The end of the current task (a message, not a timer: timers may be clamped or throttled). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** One file into the browser's cache (the assets are immutable): its bytes, not parsed or run. */
async function fetchIntoCache(href: string): Promise<boolean> {
  try {
    const response = await fetch(href, { credentials: 'same-origin' });
    if (!response.ok) return false;
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches every chunk the form may need, all at once (one round trip, not one per level of imports),
 * from the list the page's boot script carries (scripts/prerender-plugin.ts), into the browser's cache:
 * an `import()` of one later needs no network, even before the service worker holds the files. Only
 * the bytes: parsing and running them (a modulepreload parses each file on the main thread) waits for
 * the user to start filling the form. Called as the form commits, so nothing of it counts as its first
 * download. Answers whether every file arrived (false with no list: the dev server, whose parts are
 * imported instead).
 */
export function preloadGuestParts(): Promise<boolean> {
  preloading ??= (async () => {
    if (typeof document === 'undefined' || typeof fetch === 'undefined') return false;
    const later = document.querySelector<HTMLScriptElement>('script[data-later]')?.dataset.later ?? '';
    const hrefs = later.split(' ').filter(Boolean);
    if (hrefs.length === 0) return false;
    // As the page commits, the signal may drop any moment now: every request leaves within a few
    // milliseconds, a handful per task (a hundred fetch() calls in one task block a phone's main
    // thread for about 200 ms at 4x slowdown, which is most of the page's blocking time).
    const arrivals: Promise<boolean>[] = [];
    for (let i = 0; i < hrefs.length; i += FETCHES_PER_TASK) {
      if (i > 0) await nextTask();
      arrivals.push(...hrefs.slice(i, i + FETCHES_PER_TASK).map(fetchIntoCache));
    }
    return (await Promise.all(arrivals)).every(Boolean);
  })();
  return preloading;
}

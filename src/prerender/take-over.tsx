import type { ReactNode } from 'react';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

/** A field of the static page whose content the app takes over. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose content is a value the user typed or chose (not a toggle, a file or a button). */
const VALUE_INPUT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number', 'date']);

function valueFields(container: HTMLElement): Field[] {
  return Array.from(container.querySelectorAll<Field>('input, textarea, select')).filter(
    (element) => !(element instanceof HTMLInputElement) || VALUE_INPUT_TYPES.has(element.type),
  );
}

function keyOf(field: Field): string | undefined {
  return field.name || field.id || undefined;
}

/** Sets a value the way typing does, so a controlled React field updates its state (onChange). */
function typeInto(field: Field, value: string): void {
  // The prototype's setter, not the element's own property: React tracks the value through the latter
  // and would take the change for its own render, firing no onChange.
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

function restoreCaret(from: Field, to: Field): void {
  if (from instanceof HTMLSelectElement || to instanceof HTMLSelectElement) return;
  try {
    // null on types without a caret (email): setSelectionRange would throw there.
    if (from.selectionStart !== null && from.selectionEnd !== null)
      to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  } catch {
    // A type without selection support: the caret goes to the end, as the browser puts it.
  }
}

/**
 * Copies into the app's fields, matched by name or id, what was typed into the static ones (detached
 * by now, they keep their values), and puts the focus and caret back where they were.
 */
function carryOver(fields: Field[], container: HTMLElement, focused: EventTarget | null): void {
  const current = new Map<string, Field>();
  for (const field of valueFields(container)) {
    const key = keyOf(field);
    if (key && !current.has(key)) current.set(key, field);
  }
  for (const old of fields) {
    const key = keyOf(old);
    const next = key ? current.get(key) : undefined;
    if (!next || next === old) continue;
    if (old.value !== next.value) typeInto(next, old.value);
    if (old === focused) {
      next.focus();
      restoreCaret(old, next);
    }
  }
}

/**
 * Calls back right after the commit that replaced the static page, before the browser handles any
 * input: a microtask queued in the commit runs once React is done and before the next task. (Inside the
 * commit itself, the input events that set the values would be undone by React's controlled fields.)
 */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useLayoutEffect(() => queueMicrotask(done), [done]);
  return children;
}

/**
 * Renders the app into a container that shows prerendered markup (scripts/prerender-plugin.ts). The
 * render is a transition, split in short tasks (the phone's main thread stays free for typing), and
 * the static page stays on screen and usable until the commit that replaces it; in that commit what
 * the user typed there, with the focus and caret, is carried into the app's fields.
 */
export function takeOver(container: HTMLElement, app: ReactNode): void {
  const fields = valueFields(container);
  // The static field that had the focus last: neither the blur of its removal nor the app's own
  // autoFocus in the commit counts.
  let focused: EventTarget | null = document.activeElement;
  const track = (event: FocusEvent) => {
    const target = event.target;
    if (fields.some((field) => field === target)) focused = target;
  };
  container.addEventListener('focusin', track);
  const done = () => {
    container.removeEventListener('focusin', track);
    delete container.dataset.prerendered;
    carryOver(fields, container, focused);
  };
  const root = createRoot(container);
  startTransition(() => {
    root.render(<OnCommit done={done}>{app}</OnCommit>);
  });
}

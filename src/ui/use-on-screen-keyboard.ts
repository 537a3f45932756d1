import { useSyncExternalStore } from 'react';

/**
 * How much of the layout viewport the visual viewport may lose before we call it an on-screen
 * keyboard rather than browser chrome (an address bar is under 100 px; a tablet keyboard is 250+).
 */
const KEYBOARD_MIN_HEIGHT = 150;

function subscribe(onChange: () => void): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  viewport.addEventListener('resize', onChange);
  return () => viewport.removeEventListener('resize', onChange);
}

function keyboardOpen(): boolean {
  const viewport = window.visualViewport;
  if (!viewport) return false;
  return window.innerHeight - viewport.height * viewport.scale > KEYBOARD_MIN_HEIGHT;
}

/**
 * Whether an on-screen keyboard takes the bottom of the screen (tablets): the visual viewport is then
 * much shorter than the layout viewport. Desktop browsers never report it.
 */
export function useOnScreenKeyboard(): boolean {
  return useSyncExternalStore(subscribe, keyboardOpen, () => false);
}

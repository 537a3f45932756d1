import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FormActions } from './form-actions';

/** A visual viewport the test resizes, as an on-screen keyboard does on a tablet. */
class FakeVisualViewport extends EventTarget {
  height = 768;
  scale = 1;
  resize(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

let viewport: FakeVisualViewport;

beforeEach(() => {
  viewport = new FakeVisualViewport();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'visualViewport');
});

function bar(): HTMLElement {
  const save = screen.getByRole('button', { name: 'Salvar' });
  const actions = save.closest<HTMLElement>('[data-form-actions]');
  if (!actions) throw new Error('sem barra de ações');
  return actions;
}

describe('FormActions', () => {
  it("keeps 'Salvar' stuck to the bottom of the screen while the form scrolls", () => {
    render(<FormActions isSubmitting={false} onCancel={() => undefined} />);
    expect(bar().className).toMatch(/\bsticky\b/);
    expect(bar().className).toMatch(/\bbottom-0\b/);
  });

  it('goes back into the flow while an on-screen keyboard is open, and sticks again once it closes', () => {
    render(<FormActions isSubmitting={false} onCancel={() => undefined} />);
    // A browser bar sliding in is no keyboard.
    act(() => viewport.resize(700));
    expect(bar().className).toMatch(/\bsticky\b/);
    act(() => viewport.resize(420));
    expect(bar().className).not.toMatch(/\bsticky\b/);
    act(() => viewport.resize(768));
    expect(bar().className).toMatch(/\bsticky\b/);
  });

  it('does not take a pinch-zoomed page for an open keyboard', () => {
    render(<FormActions isSubmitting={false} onCancel={() => undefined} />);
    viewport.scale = 2;
    act(() => viewport.resize(384));
    expect(bar().className).toMatch(/\bsticky\b/);
  });
});

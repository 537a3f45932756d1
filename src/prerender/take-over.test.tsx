import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry';
import { takeOver } from './take-over';

function Form({ seen }: { seen: Record<string, string> }) {
  const [values, setValues] = useState({ email: '', password: '', note: '' });
  seen.email = values.email;
  seen.password = values.password;
  seen.note = values.note;
  return (
    <form>
      <input
        name="email"
        type="email"
        // The app focuses its own field on mount: the focus must still go back where the user was.
        autoFocus
        value={values.email}
        onChange={(e) => {
          const email = e.target.value;
          setValues((v) => ({ ...v, email }));
        }}
      />
      <input
        name="password"
        type="password"
        value={values.password}
        onChange={(e) => {
          const password = e.target.value;
          setValues((v) => ({ ...v, password }));
        }}
      />
      <textarea
        id="note"
        value={values.note}
        onChange={(e) => {
          const note = e.target.value;
          setValues((v) => ({ ...v, note }));
        }}
      />
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** A container as the built HTML has it: the same form rendered to a string, marked prerendered. */
function prerenderedContainer(): HTMLElement {
  const container = document.createElement('div');
  container.dataset.prerendered = 'login';
  container.innerHTML = renderToString(<Form seen={{}} />);
  document.body.append(container);
  return container;
}

describe('taking over the prerendered page', () => {
  it('carries what was typed before the app ran into its state, with the focus and caret', async () => {
    const container = prerenderedContainer();
    const staticEmail = container.querySelector<HTMLInputElement>('input[name=email]');
    const staticPassword = container.querySelector<HTMLInputElement>('input[name=password]');
    const staticNote = container.querySelector<HTMLTextAreaElement>('#note');
    if (!staticEmail || !staticPassword || !staticNote) throw new Error('formulário estático ausente');
    staticEmail.value = 'agente@corretora.local';
    staticPassword.value = 'segredo';
    staticNote.value = 'anotação';
    staticNote.focus();
    staticNote.setSelectionRange(3, 5);

    const seen: Record<string, string> = {};
    takeOver(container, <Form seen={seen} />);
    // The static page stays until the commit; typing there meanwhile still counts.
    staticPassword.value = 'segredo longo';
    await vi.waitFor(() => expect(container.dataset.prerendered).toBeUndefined());

    expect(seen).toEqual({ email: 'agente@corretora.local', password: 'segredo longo', note: 'anotação' });
    const note = container.querySelector<HTMLTextAreaElement>('#note');
    expect(note).not.toBe(staticNote);
    expect(document.activeElement).toBe(note);
    expect([note?.selectionStart, note?.selectionEnd]).toEqual([3, 5]);
    expect(container.dataset.prerendered).toBeUndefined();
  });
});

describe('the prerendered pages', () => {
  it('/login holds the login form itself, ready to be typed into', () => {
    const page = renderPage('login');
    const html = document.createElement('div');
    html.innerHTML = page.html;
    expect(page.title).toBe('Entrar · Portal da Corretora');
    expect(html.querySelector('h1')?.textContent).toBe('Entrar');
    expect(html.querySelector('input[name=email][type=email]')).not.toBeNull();
    expect(html.querySelector('input[name=password][type=password]')).not.toBeNull();
    expect(html.querySelector('button[type=submit]')?.textContent).toBe('Entrar');
  });

  it('the shell placeholder says the portal is loading', () => {
    const html = document.createElement('div');
    html.innerHTML = renderPage('shell').html;
    expect(html.querySelector('[role=status]')?.textContent).toBe('Carregando o portal…');
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { Refusal } from './command-feedback';
import { CommandFormFrame } from './command-form-frame';
import { useOutboxForm } from './use-command-form';

afterEach(cleanup);

// The schema's keys, and the order the form registers its fields in, run opposite to the screen.
const schema = v.object({
  email: v.pipe(v.string(), v.minLength(1, 'Informe o e-mail.')),
  nome: v.pipe(v.string(), v.minLength(1, 'Informe o nome.')),
});
type Values = v.InferInput<typeof schema>;
type Field = keyof Values;

function Probe({ onSubmit }: { onSubmit: (data: Values) => Promise<Refusal | null> }) {
  const { form, command } = useOutboxForm(schema, {
    draftKey: 'test.focus-order',
    fields: ['email', 'nome'] satisfies Field[],
    defaultValues: { email: '', nome: '' },
    onSubmit,
    onSaved: () => undefined,
  });
  const errors = form.formState.errors;
  const email = form.register('email');
  const nome = form.register('nome');
  return (
    <CommandFormFrame command={command} label="Pessoa">
      <label>
        Nome
        <input {...nome} aria-invalid={errors.nome ? true : undefined} />
      </label>
      <label>
        E-mail
        <input {...email} aria-invalid={errors.email ? true : undefined} />
      </label>
      <button type="submit">Salvar</button>
    </CommandFormFrame>
  );
}

describe('a submit with errors', () => {
  it('focuses the first invalid field on screen, not the first key of the errors', async () => {
    render(<Probe onSubmit={() => Promise.resolve(null)} />);
    const save = screen.getByRole('button', { name: 'Salvar' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nome')));
  });

  it('does the same with the fields the server refused, whatever the order of its details', async () => {
    const refusal: Refusal = {
      httpStatus: 400,
      message: 'Dados inválidos.',
      details: [
        { field: 'nome', message: 'Nome já cadastrado.' },
        { field: 'email', message: 'E-mail já cadastrado.' },
      ],
    };
    render(<Probe onSubmit={() => Promise.resolve(refusal)} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'ANA' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@exemplo.com.br' } });
    const save = screen.getByRole('button', { name: 'Salvar' });
    save.focus();
    await act(async () => {
      fireEvent.click(save);
      await Promise.resolve();
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nome')));
  });
});

/** A form that hands the command's submit to onSubmit itself, as the own-profile form does. */
function PlainForm({ onSaved }: { onSaved: () => void }) {
  const { form, command } = useOutboxForm(schema, {
    draftKey: 'test.plain-submit',
    fields: ['email', 'nome'] satisfies Field[],
    defaultValues: { email: 'ana@exemplo.com.br', nome: 'ANA' },
    onSubmit: () => Promise.resolve(null),
    onSaved,
  });
  form.register('email');
  form.register('nome');
  return (
    <form aria-label="Simples" onSubmit={(event) => void command.submit(event)}>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('the submit of a form', () => {
  it('stops the browser’s own submission (a page load that would drop what was typed)', async () => {
    let saved = 0;
    render(<PlainForm onSaved={() => (saved += 1)} />);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      screen.getByRole('form', { name: 'Simples' }).dispatchEvent(submitted);
      await Promise.resolve();
    });
    expect(submitted.defaultPrevented).toBe(true);
    await waitFor(() => expect(saved).toBe(1));
  });
});

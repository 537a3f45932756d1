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

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '../../../offline/db';
import type { Refusal } from '../../../forms/command-feedback';
import type { OfficeData } from '../api';
import { displayPhone } from '../../../contract/documents';
import type { OfficeFormProps } from './office-form';
import { OfficeForm } from './office-form';

type Submit = (data: OfficeData) => Promise<Refusal | null>;

beforeEach(async () => {
  await offlineDb.drafts.clear();
});
afterEach(cleanup);

function renderForm(props: Partial<OfficeFormProps> = {}) {
  return render(
    <OfficeForm
      draftKey="offices.create"
      onSubmit={vi.fn<Submit>().mockResolvedValue(null)}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
      {...props}
    />,
  );
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);

function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Types into a masked input as a user would: IMask listens to input events. */
function type(input: HTMLInputElement, text: string) {
  input.value = text;
  fireEvent.input(input, { target: { value: text } });
}

describe('OfficeForm', () => {
  it('masks the CNPJ as typed and refuses an invalid one at the field, in Portuguese', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm({ onSubmit });
    fireEvent.change(field(/^Nome/), { target: { value: 'Matriz' } });
    const cnpj = field(/^CNPJ/) as HTMLInputElement;
    type(cnpj, '11222333000182');
    await waitFor(() => expect(cnpj.value).toBe('11.222.333/0001-82'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cnpj.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(cnpj)).toContain('CNPJ inválido.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the name and refuses a malformed e-mail', async () => {
    renderForm();
    fireEvent.change(field(/^E-mail/), { target: { value: 'sem-arroba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descriptionOf(field(/^Nome/))).toContain('Informe o nome.'));
    expect(descriptionOf(field(/^E-mail/))).toContain('E-mail inválido.');
  });

  it('sends digits only, upper-cased text and null for what was left blank', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    renderForm({ onSubmit });
    fireEvent.change(field(/^Nome/), { target: { value: ' filial norte ' } });
    type(field(/^CNPJ/) as HTMLInputElement, '11222333000181');
    type(field(/^Telefone/) as HTMLInputElement, '11988887777');
    fireEvent.change(field(/^UF/), { target: { value: 'AM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      nome: 'FILIAL NORTE',
      cnpj: '11222333000181',
      email: null,
      telefone: '11988887777',
      cidade: null,
      uf: 'AM',
      ativo: true,
    });
  });

  it('formats phones for display', () => {
    expect(displayPhone('1133334444')).toBe('(11) 3333-4444');
    expect(displayPhone('11988887777')).toBe('(11) 98888-7777');
    expect(displayPhone(null)).toBe('');
  });
});

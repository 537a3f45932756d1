import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '../../../offline/db';
import type { Refusal } from '../../../forms/command-feedback';
import type { BrokerData } from '../api';
import { BrokerForm } from './broker-form';

type Submit = (data: BrokerData) => Promise<Refusal | null>;

beforeEach(async () => {
  await offlineDb.drafts.clear();
});
afterEach(() => {
  cleanup();
});

function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

function renderForm(onSubmit: Submit) {
  render(<BrokerForm draftKey="brokers.create" onSubmit={onSubmit} onSaved={vi.fn()} onCancel={vi.fn()} />);
}

describe('BrokerForm', () => {
  it('requires the corporate name and the CNPJ, in Portuguese, without saving', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field(/^Razão social/).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field(/^Razão social/))).toContain('Informe a razão social.');
    expect(descriptionOf(field(/^CNPJ/))).toContain('Informe o CNPJ.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks the CNPJ and refuses one with wrong check digits', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm(onSubmit);
    fireEvent.change(field(/^Razão social/), { target: { value: 'Corretora Parceira' } });
    fireEvent.input(field(/^CNPJ/), { target: { value: '11222333000100' } });
    expect(field(/^CNPJ/).value).toBe('11.222.333/0001-00');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descriptionOf(field(/^CNPJ/))).toContain('CNPJ inválido.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the CNPJ as digits and blank optional fields as null', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    renderForm(onSubmit);
    fireEvent.change(field(/^Razão social/), { target: { value: ' Corretora Parceira ' } });
    fireEvent.input(field(/^CNPJ/), { target: { value: '11222333000181' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'Contato@Parceira.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      razao_social: 'CORRETORA PARCEIRA',
      nome_fantasia: null,
      cnpj: '11222333000181',
      codigo_susep: null,
      email: 'contato@parceira.com.br',
      telefone: null,
      contato: null,
      ativo: true,
    });
  });
});

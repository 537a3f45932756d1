import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '../../../offline/db';
import type { Refusal } from '../../../forms/command-feedback';
import type { InsurerData } from '../api';
import type { ModalityNode } from '../../../lookups/modalities';
import { modalityTreeQuery } from '../../../lookups/modalities';
import { InsurerForm } from './insurer-form';

type Submit = (data: InsurerData, logo: File | null) => Promise<Refusal | null>;

const SUB_1 = '6f1f0d3e-0000-4000-8000-000000000001';
const SUB_2 = '6f1f0d3e-0000-4000-8000-000000000002';

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

function renderForm(onSubmit: Submit, tree: ModalityNode[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The tree is already cached: the form must not need the network to show it.
  client.setQueryData(modalityTreeQuery.queryKey, tree);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(
    <InsurerForm draftKey="insurers.create" onSubmit={onSubmit} onSaved={vi.fn()} onCancel={vi.fn()} />,
    {
      wrapper,
    },
  );
}

describe('InsurerForm', () => {
  it('requires name, corporate name and CNPJ in Portuguese, and says when there are no modalities', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm(onSubmit);
    expect(screen.getByText('Nenhuma modalidade cadastrada.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field(/^Nome/).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field(/^Nome/))).toContain('Informe o nome.');
    expect(descriptionOf(field(/^Razão social/))).toContain('Informe a razão social.');
    expect(descriptionOf(field(/^CNPJ/))).toContain('Informe o CNPJ.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an invalid CNPJ and an invalid e-mail row', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm(onSubmit);
    fireEvent.change(field(/^Nome/), { target: { value: 'Seguradora' } });
    fireEvent.change(field(/^Razão social/), { target: { value: 'Seguradora S.A.' } });
    fireEvent.input(field(/^CNPJ/), { target: { value: '11111111111111' } });
    fireEvent.click(screen.getByRole('button', { name: /Adicionar e-mail/ }));
    fireEvent.change(field(/^E-mail 1/), { target: { value: 'sem-arroba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descriptionOf(field(/^CNPJ/))).toContain('CNPJ inválido.'));
    expect(descriptionOf(field(/^E-mail 1/))).toContain('E-mail inválido.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the e-mail rows and the sub-modalities checked in the tree', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    renderForm(onSubmit, [
      {
        id: '6f1f0d3e-0000-4000-8000-0000000000aa',
        nome: 'Judicial',
        submodalidades: [
          { id: SUB_1, nome: 'Judicial cível' },
          { id: SUB_2, nome: 'Judicial trabalhista' },
        ],
      },
    ]);
    fireEvent.change(field(/^Nome/), { target: { value: 'Seguradora' } });
    fireEvent.change(field(/^Razão social/), { target: { value: 'Seguradora S.A.' } });
    fireEvent.input(field(/^CNPJ/), { target: { value: '11222333000181' } });
    fireEvent.click(screen.getByRole('button', { name: /Adicionar e-mail/ }));
    fireEvent.change(field(/^E-mail 1/), { target: { value: 'cotacao@seg.com.br' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Judicial' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Judicial trabalhista' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [data, logo] = onSubmit.mock.calls[0] ?? [];
    expect(data).toMatchObject({
      cnpj: '11222333000181',
      emails: [{ email: 'cotacao@seg.com.br', descricao: null }],
      submodalidade_ids: [SUB_1],
    });
    expect(logo).toBeNull();
  });
});

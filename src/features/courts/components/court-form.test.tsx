import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { CourtData } from '../api';
import { CourtForm } from './court-form';

afterEach(cleanup);

/** The texts a screen reader announces with the control: its hint and its error. */
function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);

function fillValidCourt() {
  fireEvent.change(field(/^Segmento/), { target: { value: '8' } });
  fireEvent.change(field(/^Código do tribunal/), { target: { value: '26' } });
  fireEvent.change(field(/^Sigla/), { target: { value: 'tjsp' } });
  fireEvent.change(field(/^UF/), { target: { value: 'SP' } });
  fireEvent.change(field(/^Nome/), { target: { value: '  tribunal de justiça de são paulo ' } });
}

describe('CourtForm', () => {
  it('shows the Portuguese message of each invalid field at the field and does not save', async () => {
    const onSubmit = vi.fn<(data: CourtData) => Promise<unknown>>();
    render(<CourtForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    fireEvent.change(field(/^Código do tribunal/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(field(/^Segmento/).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field(/^Segmento/))).toContain('Informe o segmento do Judiciário.');
    expect(descriptionOf(field(/^Código do tribunal/))).toContain(
      'O código do tribunal (TR) deve ter 2 dígitos.',
    );
    expect(descriptionOf(field(/^Sigla/))).toContain('Informe a sigla.');
    expect(descriptionOf(field(/^Nome/))).toContain('Informe o nome.');
    expect(field(/^UF/).getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('upper-cases the name as it is typed', () => {
    render(<CourtForm onSubmit={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(field(/^Nome/), { target: { value: 'tribunal regional' } });
    expect(field(/^Nome/).value).toBe('TRIBUNAL REGIONAL');
  });

  it('saves what the server schema accepts: numbers as numbers, text trimmed and upper-cased', async () => {
    const onSubmit = vi.fn<(data: CourtData) => Promise<unknown>>().mockResolvedValue(undefined);
    render(<CourtForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    fillValidCourt();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      segmento: 8,
      codigo_tr: '26',
      sigla: 'TJSP',
      nome: 'TRIBUNAL DE JUSTIÇA DE SÃO PAULO',
      uf: 'SP',
      ativo: true,
    });
  });

  it('sends no UF for a national court', async () => {
    const onSubmit = vi.fn<(data: CourtData) => Promise<unknown>>().mockResolvedValue(undefined);
    render(<CourtForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    fillValidCourt();
    fireEvent.change(field(/^UF/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].uf).toBeNull();
  });

  it('shows the server validation details at their fields', async () => {
    const rejected = new ApiError('A sigla já está em uso.', 400, {
      error: 'invalid_request',
      error_description: 'Chamada inválida.',
      details: [
        { field: 'sigla', message: 'A sigla já está em uso.' },
        { message: 'Tente novamente mais tarde.' },
      ],
    });
    render(<CourtForm onSubmit={() => Promise.reject(rejected)} onCancel={vi.fn()} />);
    fillValidCourt();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descriptionOf(field(/^Sigla/))).toContain('A sigla já está em uso.'));
    expect(screen.getByText('Tente novamente mais tarde.')).toBeTruthy();
  });

  it('shows a duplicate code (409) above the form', async () => {
    const rejected = new ApiError('Já existe um tribunal com o código 8.26.', 409, {
      error: 'conflict',
      error_description: 'Já existe um tribunal com o código 8.26.',
    });
    render(<CourtForm onSubmit={() => Promise.reject(rejected)} onCancel={vi.fn()} />);
    fillValidCourt();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um tribunal com o código 8.26.')).toBeTruthy();
  });

  it('starts from the record being edited and cancels without saving', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn<(data: CourtData) => Promise<unknown>>();
    render(
      <CourtForm
        defaultValues={{
          segmento: 5,
          codigo_tr: '02',
          sigla: 'TRT2',
          nome: 'TRT DA 2ª REGIÃO',
          uf: 'SP',
          ativo: false,
        }}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    expect(field(/^Segmento/).value).toBe('5');
    expect(field(/^Sigla/).value).toBe('TRT2');
    expect(screen.getByLabelText<HTMLInputElement>('Ativo').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { loadDraft, saveDraft } from '../../../offline/drafts';
import { offlineDb } from '../../../offline/db';
import { useSession } from '../../../session/store';
import type { Refusal } from '../../../forms/command-feedback';
import { refusalOf } from '../../../forms/command-feedback';
import type { CourtData } from '../api';
import type { CourtFormProps } from './court-form';
import { CourtForm } from './court-form';

const DRAFT_KEY = 'courts.create';

beforeEach(async () => {
  await offlineDb.drafts.clear();
  useSession.setState({
    accessToken: 'access',
    refreshToken: 'refresh',
    user: {
      id: '0b6c3f4e-1111-4000-8000-000000000001',
      nickname: 'ANA',
      email: 'ana@corretora.local',
      avatar: null,
      area_usuario: { id: 'garantia' },
      is_guest: false,
      estrutura: null,
      type: 'usuario',
      termos_pendentes: false,
    },
  });
});

afterEach(() => {
  cleanup();
});

type Submit = (data: CourtData) => Promise<Refusal | null>;

function renderForm(props: Partial<CourtFormProps> = {}) {
  return render(
    <CourtForm
      draftKey={DRAFT_KEY}
      onSubmit={vi.fn<Submit>().mockResolvedValue(null)}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
      {...props}
    />,
  );
}

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
    const onSubmit = vi.fn<Submit>();
    renderForm({ onSubmit });
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
    renderForm();
    fireEvent.change(field(/^Nome/), { target: { value: 'tribunal regional' } });
    expect(field(/^Nome/).value).toBe('TRIBUNAL REGIONAL');
  });

  it('saves what the server schema accepts: numbers as numbers, text trimmed and upper-cased', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    const onSaved = vi.fn();
    renderForm({ onSubmit, onSaved });
    fillValidCourt();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
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
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    renderForm({ onSubmit });
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
    const onSaved = vi.fn();
    renderForm({ onSubmit: () => Promise.resolve(refusalOf(rejected)), onSaved });
    fillValidCourt();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descriptionOf(field(/^Sigla/))).toContain('A sigla já está em uso.'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByText('Tente novamente mais tarde.')).toBeTruthy();
  });

  it('shows a duplicate code (409) above the form and keeps the draft', async () => {
    const refusal: Refusal = {
      httpStatus: 409,
      message: 'Já existe um tribunal com o código 8.26.',
      details: [],
    };
    renderForm({ onSubmit: () => Promise.resolve(refusal) });
    fillValidCourt();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Já existe um tribunal com o código 8.26.');
    await waitFor(async () => expect((await loadDraft(DRAFT_KEY))?.values).toMatchObject({ sigla: 'TJSP' }));
  });

  it('shows a failure to store on the device (storage full) instead of swallowing it', async () => {
    renderForm({ onSubmit: () => Promise.reject(new Error('Sem espaço de armazenamento no dispositivo.')) });
    fillValidCourt();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sem espaço de armazenamento no dispositivo.',
    );
  });

  it('starts from the record being edited and cancels without saving', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn<Submit>();
    renderForm({
      defaultValues: {
        segmento: 5,
        codigo_tr: '02',
        sigla: 'TRT2',
        nome: 'TRT DA 2ª REGIÃO',
        uf: 'SP',
        ativo: false,
      },
      onSubmit,
      onCancel,
    });
    expect(field(/^Segmento/).value).toBe('5');
    expect(field(/^Sigla/).value).toBe('TRT2');
    expect(screen.getByLabelText<HTMLInputElement>('Ativo').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('autosaves what is typed and offers it back when the form is opened again', async () => {
    const first = renderForm();
    fillValidCourt();
    await waitFor(async () =>
      expect((await loadDraft(DRAFT_KEY))?.values).toMatchObject({ codigo_tr: '26' }),
    );
    first.unmount();

    renderForm();
    const banner = await screen.findByRole('region', { name: 'Rascunho salvo' });
    expect(field(/^Sigla/).value).toBe('');
    fireEvent.click(within(banner).getByRole('button', { name: 'Restaurar rascunho' }));
    expect(field(/^Sigla/).value).toBe('TJSP');
    expect(field(/^Segmento/).value).toBe('8');
    expect(screen.queryByRole('region', { name: 'Rascunho salvo' })).toBeNull();
  });

  it('deletes the draft on Descartar and after a save', async () => {
    await saveDraft(DRAFT_KEY, { sigla: 'TJXX' });
    const first = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(async () => expect(await loadDraft(DRAFT_KEY)).toBeUndefined());
    expect(field(/^Sigla/).value).toBe('');
    first.unmount();

    const onSaved = vi.fn();
    renderForm({ onSaved });
    fillValidCourt();
    await waitFor(async () => expect(await loadDraft(DRAFT_KEY)).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // No late autosave brings it back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(await loadDraft(DRAFT_KEY)).toBeUndefined();
  });
});

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../offline/drafts';
import { offlineDb } from '../../../offline/db';
import { useSession } from '../../../session/store';
import type { ModalityData } from '../../../contract/modalities';
import type { Refusal } from '../../../forms/command-feedback';
import type { ModalityFormProps } from './modality-form';
import { ModalityForm, iconError } from './modality-form';

const DRAFT_KEY = 'modalities.create';

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

type Submit = (data: ModalityData, icon: File | null) => Promise<Refusal | null>;

function renderForm(props: Partial<ModalityFormProps> = {}) {
  return render(
    <ModalityForm
      draftKey={DRAFT_KEY}
      onSubmit={vi.fn<Submit>().mockResolvedValue(null)}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
      {...props}
    />,
  );
}

function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icone.png', { type: 'image/png' });

describe('ModalityForm', () => {
  it('shows the Portuguese messages at the fields and does not save', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm({ onSubmit });
    fireEvent.change(field(/^Ordem/), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field(/^Nome/).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field(/^Nome/))).toContain('Informe o nome.');
    expect(descriptionOf(field(/^Ordem/))).toContain('A ordem não pode ser negativa.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the name upper-cased and trimmed, with the chosen icon file', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    const onSaved = vi.fn();
    renderForm({ onSubmit, onSaved });
    fireEvent.change(field(/^Nome/), { target: { value: '  fiança locatícia ' } });
    fireEvent.change(field(/^Ordem/), { target: { value: '7' } });
    const icon = png();
    fireEvent.change(field(/^Ícone/), { target: { files: [icon] } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      nome: 'FIANÇA LOCATÍCIA',
      descricao: '',
      icone_arquivo_id: null,
      ordem: 7,
      ativo: true,
    });
    expect(onSubmit.mock.calls[0]?.[1]).toBe(icon);
  });

  it('refuses an icon that is not an image at its field, before anything is queued', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm({ onSubmit });
    fireEvent.change(field(/^Nome/), { target: { value: 'X' } });
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(field(/^Ícone/), { target: { files: [pdf] } });
    expect(descriptionOf(field(/^Ícone/))).toContain('O ícone deve ser uma imagem PNG, JPEG ou WebP.');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(iconError(png())).toBeUndefined();
    expect(iconError(new File([], 'v.png', { type: 'image/png' }))).toBe('O arquivo enviado está vazio.');
  });

  it('keeps the current icon unless removed', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    const iconId = '0b6c3f4e-2222-4000-8000-000000000002';
    renderForm({
      onSubmit,
      defaultValues: { nome: 'JUDICIAL', descricao: '', icone_arquivo_id: iconId, ordem: 1, ativo: true },
      iconUrl: `/arquivos/${iconId}`,
    });
    expect(screen.getByRole('img', { name: 'Ícone atual' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover ícone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].icone_arquivo_id).toBeNull();
  });

  it('shows a refusal (409) above the form and keeps the typed data as a draft', async () => {
    const refusal: Refusal = { httpStatus: 409, message: 'Conflito ao salvar.', details: [] };
    renderForm({ onSubmit: () => Promise.resolve(refusal) });
    fireEvent.change(field(/^Nome/), { target: { value: 'aduaneiro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Conflito ao salvar.');
    await waitFor(async () =>
      expect((await loadDraft(DRAFT_KEY))?.values).toMatchObject({ nome: 'ADUANEIRO' }),
    );
  });

  it('offers the autosaved draft back when opened again', async () => {
    const first = renderForm();
    fireEvent.change(field(/^Nome/), { target: { value: 'garantia financeira' } });
    await waitFor(async () =>
      expect((await loadDraft(DRAFT_KEY))?.values).toMatchObject({ nome: 'GARANTIA FINANCEIRA' }),
    );
    first.unmount();
    renderForm();
    const banner = await screen.findByRole('region', { name: 'Rascunho salvo' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Restaurar rascunho' }));
    expect(field(/^Nome/).value).toBe('GARANTIA FINANCEIRA');
  });
});

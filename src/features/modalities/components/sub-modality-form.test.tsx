import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { offlineDb } from '../../../offline/db';
import { useSession } from '../../../session/store';
import type { PermittedModality, SubModalityData } from '../../../contract/modalities';
import type { Refusal } from '../../../forms/command-feedback';
import { refusalOf } from '../../../forms/command-feedback';
import { toggleModality } from '../../../widgets/sub-modality-tree';
import { permittedIds } from './quote-permissions-editor';
import { SubModalityForm } from './sub-modality-form';

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

type Submit = (data: SubModalityData) => Promise<Refusal | null>;

function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

describe('SubModalityForm', () => {
  it('requires the name, in Portuguese, at the field', async () => {
    const onSubmit = vi.fn<Submit>();
    render(<SubModalityForm draftKey="sub" onSubmit={onSubmit} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descriptionOf(field(/^Nome/))).toContain('Informe o nome.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves upper-cased and shows a duplicate name (409) above the form', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue({
      httpStatus: 409,
      message: 'Já existe a sub-modalidade JUDICIAL CÍVEL nesta modalidade.',
      details: [],
    });
    const onSaved = vi.fn();
    render(<SubModalityForm draftKey="sub" onSubmit={onSubmit} onSaved={onSaved} onCancel={vi.fn()} />);
    fireEvent.change(field(/^Nome/), { target: { value: ' judicial cível ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('JUDICIAL CÍVEL nesta modalidade');
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      nome: 'JUDICIAL CÍVEL',
      descricao: '',
      ativo: true,
      exige_processo: false,
      exige_recurso: false,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits the quotation flags with two labelled checkboxes, starting from the record', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    render(
      <SubModalityForm
        draftKey="sub-flags"
        defaultValues={{ nome: 'JUDICIAL CÍVEL', descricao: '', ativo: true, exige_processo: true }}
        onSubmit={onSubmit}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const court = screen.getByRole('checkbox', { name: 'Exige número do processo (modalidades judiciais)' });
    const appeal = screen.getByRole('checkbox', { name: 'Exige valor do recurso (recursal)' });
    expect((court as HTMLInputElement).checked).toBe(true);
    expect((appeal as HTMLInputElement).checked).toBe(false);
    // Touch-friendly: the label around each box is the 44 px target.
    expect(court.closest('label')?.className).toContain('min-h-11');
    fireEvent.click(court);
    fireEvent.click(appeal);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ exige_processo: false, exige_recurso: true });
  });

  it('shows server details at their field', async () => {
    const rejected = new ApiError('Chamada inválida.', 400, {
      error: 'invalid_request',
      error_description: 'Chamada inválida.',
      details: [{ field: 'nome', message: 'O campo deve ter no máximo 120 caracteres.' }],
    });
    render(
      <SubModalityForm
        draftKey="sub"
        onSubmit={() => Promise.resolve(refusalOf(rejected))}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.change(field(/^Nome/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descriptionOf(field(/^Nome/))).toContain('no máximo 120 caracteres'));
  });
});

describe('quote permissions tree', () => {
  const tree: PermittedModality[] = [
    {
      id: 'm1',
      nome: 'JUDICIAL',
      permitida: true,
      submodalidades: [
        { id: 's1', nome: 'JUDICIAL CÍVEL', permitida: true },
        { id: 's2', nome: 'JUDICIAL TRABALHISTA', permitida: false },
      ],
    },
    {
      id: 'm2',
      nome: 'ADUANEIRO',
      permitida: false,
      submodalidades: [{ id: 's3', nome: 'X', permitida: false }],
    },
  ];

  it('starts from the permitted ids and toggles a whole modality', () => {
    const start = permittedIds(tree);
    expect([...start]).toEqual(['s1']);
    const all = toggleModality(start, tree[0]!, true);
    expect([...all].sort()).toEqual(['s1', 's2']);
    expect([...toggleModality(all, tree[0]!, false)]).toEqual([]);
    // The original set is left untouched.
    expect([...start]).toEqual(['s1']);
  });
});

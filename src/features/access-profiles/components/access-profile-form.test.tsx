import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessProfileData } from '../../../contract/access-profiles';
import { offlineDb } from '../../../offline/db';
import type { Refusal } from '../../../forms/command-feedback';
import { AccessProfileForm, toggleAction, toggleModule } from './access-profile-form';

type Submit = (data: AccessProfileData) => Promise<Refusal | null>;

beforeEach(async () => {
  await offlineDb.drafts.clear();
});
afterEach(() => cleanup());

function renderForm(onSubmit: Submit) {
  render(
    <AccessProfileForm
      draftKey="accessProfiles.create"
      onSubmit={onSubmit}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
    />,
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('AccessProfileForm', () => {
  it('refuses a profile without name or modules, with Portuguese messages', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText('Informe o nome do perfil.')).toBeTruthy());
    expect(screen.getByText('Selecione ao menos um módulo.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checking an action checks its module; unchecking the module clears its actions', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Operador de tribunais' } });
    fireEvent.click(box('Visualizar tribunal'));
    expect(box('Cadastro').checked).toBe(true);
    fireEvent.click(box('Criar tribunal'));
    fireEvent.click(box('Configurações'));
    fireEvent.click(box('Visualizar usuário'));
    fireEvent.click(box('Configurações'));
    expect(box('Visualizar usuário').checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar estrutura' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText('Informe a posição.')).toBeTruthy());
    fireEvent.change(screen.getByLabelText(/^Posição 1/), { target: { value: 'analista' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      nome: 'Operador de tribunais',
      ativo: true,
      modulos: ['cadastro'],
      acoes: ['visualizar_tribunal', 'criar_tribunal'],
      estruturas: [{ estrutura_id: 'funcionario', posicao: 'ANALISTA' }],
    });
  });

  it('toggles keep modules and actions consistent', () => {
    const withAction = toggleAction({ modulos: [], acoes: [] }, 'criar_apolice', true);
    expect(withAction).toEqual({ modulos: ['apolice'], acoes: ['criar_apolice'] });
    expect(toggleModule(withAction, 'apolice', false)).toEqual({ modulos: [], acoes: [] });
  });
});

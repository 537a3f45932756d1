import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_ID } from '../../../contract/permissions';
import { offlineDb } from '../../../offline/db';
import type { Refusal } from '../../../forms/command-feedback';
import { profileSuggestQuery } from '../../../lookups/access-profiles';
import { officeSuggestQuery } from '../../../lookups/offices';
import type { PhotoChange, UserFormData } from '../commands';
import { UserForm } from './user-form';

type Submit = (
  data: UserFormData,
  photo: { change: PhotoChange; file: File | null },
) => Promise<Refusal | null>;
const PROFILE_ID = '3f1c2a9e-8b7d-4c6e-9f00-000000000001';

beforeEach(async () => {
  await offlineDb.drafts.clear();
});
afterEach(() => cleanup());

function renderForm(onSubmit: Submit) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileSuggestQuery.queryKey, [{ id: PROFILE_ID, nome: 'Operador' }]);
  client.setQueryData(officeSuggestQuery().queryKey, [{ id: PLACEHOLDER_ID, nome: 'NENHUM' }]);
  render(
    <QueryClientProvider client={client}>
      <UserForm draftKey="users.create" onSubmit={onSubmit} onSaved={vi.fn()} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);

describe('UserForm', () => {
  it('shows Portuguese messages at the fields and does not save', async () => {
    const onSubmit = vi.fn<Submit>();
    renderForm(onSubmit);
    fireEvent.change(field(/^E-mail/), { target: { value: 'nao-e-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText('Informe o nome.')).toBeTruthy());
    expect(screen.getByText('Informe o apelido.')).toBeTruthy();
    expect(screen.getByText('E-mail inválido.')).toBeTruthy();
    expect(screen.getByText('Selecione o perfil de acesso.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the validated user: nickname upper-cased, e-mail lower-cased, office NENHUM', async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    renderForm(onSubmit);
    fireEvent.change(field(/^Nome/), { target: { value: ' Ana Souza ' } });
    fireEvent.change(field(/^Apelido/), { target: { value: 'ana' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'Ana@Corretora.Local' } });
    fireEvent.change(field(/^Perfil de acesso/), { target: { value: PROFILE_ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        nome: 'Ana Souza',
        apelido: 'ANA',
        email: 'ana@corretora.local',
        perfil_id: PROFILE_ID,
        area_id: 'garantia',
        posicao: null,
        estrutura_id: 'funcionario',
        escritorio_id: PLACEHOLDER_ID,
        ativo: true,
      },
      { change: 'keep', file: null },
    ]);
  });
});

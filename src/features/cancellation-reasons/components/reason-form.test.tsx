import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '../../../offline/db';
import { useSession } from '../../../session/store';
import type { Refusal } from '../../../forms/command-feedback';
import type { ReasonData } from '../api';
import type { ReasonFormProps } from './reason-form';
import { ReasonForm } from './reason-form';

type Submit = (data: ReasonData) => Promise<Refusal | null>;

const JUDICIAL = '0b6c3f4e-1111-4000-8000-00000000000a';
const LICITANTE = '0b6c3f4e-1111-4000-8000-00000000000b';

let requested: string[] = [];

function answerModalities(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
}

beforeEach(async () => {
  requested = [];
  await offlineDb.drafts.clear();
  useSession.setState({ accessToken: 'token', grants: { modules: ['cadastro'], actions: [] } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ accessToken: null, grants: null });
});

function renderForm(props: Partial<ReasonFormProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReasonForm
        draftKey="cancellationReasons.create"
        onSubmit={vi.fn<Submit>().mockResolvedValue(null)}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
        {...props}
      />
    </QueryClientProvider>,
  );
}

describe('ReasonForm', () => {
  it('offers every modality (page_size=-1, direction=desc as SPEC.md §7) and sends the ones checked', async () => {
    answerModalities(200, {
      items: [
        { id: LICITANTE, nome: 'LICITANTE' },
        { id: JUDICIAL, nome: 'JUDICIAL CÍVEL' },
      ],
      total_count: 2,
    });
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    renderForm({ onSubmit });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'LICITANTE' }));
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'rescisão' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      nome: 'RESCISÃO',
      modalidade_ids: [LICITANTE],
      ativo: true,
    });
    expect(requested[0]).toBe('/v1/garantia/modalidades?page_size=-1&direction=desc');
  });

  it('still saves, without modalities, when they cannot be loaded', async () => {
    answerModalities(403, {
      error: 'forbidden',
      error_description: 'Usuário sem permissão para esta operação.',
    });
    const onSubmit = vi.fn<Submit>().mockResolvedValue(null);
    renderForm({ onSubmit });
    expect(await screen.findByText(/Não foi possível carregar as modalidades/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'outro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].modalidade_ids).toEqual([]);
  });

  it('keeps the modalities already linked checked, even outside the catalogue, and asks for the name', async () => {
    answerModalities(200, { items: [], total_count: 0 });
    const onSubmit = vi.fn<Submit>();
    renderForm({
      onSubmit,
      defaultValues: { nome: '', modalidade_ids: [JUDICIAL], ativo: true },
      knownModalities: [{ id: JUDICIAL, nome: 'JUDICIAL CÍVEL' }],
    });
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'JUDICIAL CÍVEL' });
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

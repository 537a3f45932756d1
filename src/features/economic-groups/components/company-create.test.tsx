import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import { GROUP_MESSAGES } from '../../../contract/economic-groups';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { signIn } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import { CompanyCreate } from './company-create';

const GROUP_ID = '6f0b2a9c-0000-4000-8000-000000000001';
const PATH = `/grupo-economico/${GROUP_ID}/nova-filial`;
const group = {
  id: GROUP_ID,
  cnpj: '11222333000181',
  razao_social: 'CAFE DO SUL LTDA',
  nome_fantasia: 'CAFE DO SUL',
};
const grants = { modules: ['cadastro' as const], actions: ['criar_grupo_economico' as const] };
const requests: { method: string; url: string }[] = [];
let createAnswer: () => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await signIn(tokenResponse(0, 'u1'));
  await offlineDb.outbox.clear();
  await offlineDb.drafts.clear();
  requests.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ method, url });
      if (url === `/v1/gruposeconomicos/${GROUP_ID}`) return Promise.resolve(json(200, group));
      if (method === 'POST') return Promise.resolve(createAnswer());
      return Promise.resolve(
        json(404, { error: 'nao_encontrado', error_description: 'CNPJ não encontrado.' }),
      );
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await stopSyncEngine();
});

/** Types into a masked input as a user would: IMask listens to input events. */
function type(input: HTMLInputElement, text: string) {
  input.value = text;
  fireEvent.input(input, { target: { value: text } });
}

function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fillFilial(cnpj: string) {
  renderScreenAt(PATH, () => <CompanyCreate groupId={GROUP_ID} subsidiaria />, { grants });
  // The group's CNPJ root is known once the group arrives (the hint tells it).
  await screen.findByText(/raiz 11\.222\.333/);
  type(screen.getByLabelText<HTMLInputElement>(/^CNPJ/), cnpj);
  fireEvent.change(screen.getByLabelText(/^Razão social/), { target: { value: 'Cafe do Sul Franca' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('CompanyCreate (filial)', () => {
  it('refuses a CNPJ with another root at the field, before anything is queued or sent', async () => {
    createAnswer = () => json(201, {});
    await fillFilial('44555666000181');
    const cnpj = screen.getByLabelText<HTMLInputElement>(/^CNPJ/);
    await waitFor(() => expect(descriptionOf(cnpj)).toContain(GROUP_MESSAGES.rootMismatch));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(await offlineDb.outbox.count()).toBe(0);
  });

  it('shows the server’s duplicate-CNPJ refusal, naming the group, at the CNPJ field', async () => {
    const taken = GROUP_MESSAGES.cnpjTaken('OUTRO GRUPO');
    createAnswer = () => json(409, { error: 'conflito', error_description: taken });
    await fillFilial('11222333000262');
    const cnpj = screen.getByLabelText<HTMLInputElement>(/^CNPJ/);
    await waitFor(() => expect(descriptionOf(cnpj)).toContain(taken));
    expect(requests).toContainEqual({ method: 'POST', url: `/v1/gruposeconomicos/${GROUP_ID}/tomadores` });
  });
});

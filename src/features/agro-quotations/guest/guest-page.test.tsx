import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { saveDraft } from '../../../offline/drafts';
import { GUEST_BUCKET, enterGuestMode, useGuestMode } from '../../../offline/guest';
import { signOut } from '../../../session/store';
import { AGRO_GUEST_COMMAND } from '../guest-commands';
import type { AgroGuestQuotation } from '../guest-commands';
import { GuestQuotationPage } from './guest-page';
import { guestDraftKey } from './storage';
import { COFFEE_FORM } from './testing';

const GUEST_ID = '5d0f1f5e-9c52-4c9e-9a4e-2b7a3c1d0e01';
const QUOTATION_ID = '7f7a1d3e-3c2b-4f6a-9d8e-1a2b3c4d5e6f';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).buffer;

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const sent: Sent[] = [];
let online = true;

function guestToken() {
  const base = tokenResponse(1, GUEST_ID);
  return {
    ...base,
    access_token: 'guest-access',
    user_info: { ...base.user_info, nickname: 'Convidado', is_guest: true, type: 'convidado' as const },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the server answers in these tests. */
function answer(url: string, method: string): Response {
  if (url === '/healthz') return new Response('ok');
  if (url === '/connect/guestToken') return json(200, guestToken());
  if (url === '/v1/agro/cotacoes' && method === 'POST')
    return json(201, {
      id: QUOTATION_ID,
      numero: 123,
      token_impressao: 'tok-123',
      produtor: { nome: 'JOSÉ' },
    });
  if (url.endsWith('/fotos')) return json(200, { id: QUOTATION_ID, numero: 123, token_impressao: 'tok-123' });
  if (url.endsWith('/croqui'))
    return json(200, { id: QUOTATION_ID, numero: 123, token_impressao: 'tok-123' });
  return json(404, { error: 'nao_encontrado', error_description: 'Registro não encontrado.' });
}

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  // Photos report their upload progress through XMLHttpRequest where it exists (src/api/http.ts);
  // without it they go by fetch, which this test answers (the progress path has its own tests).
  Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, value: undefined });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!online) throw new TypeError('Failed to fetch');
    const method = init?.method ?? 'GET';
    const body = init?.body instanceof FormData ? Object.fromEntries(init.body) : init?.body;
    sent.push({ url, method, headers: { ...(init?.headers as Record<string, string>) }, body });
    return answer(url, method);
  };
});

beforeEach(async () => {
  await signOut();
  await offlineDb.outbox.clear();
  await offlineDb.drafts.clear();
  useGuestMode.setState({ screens: 0 });
  sent.length = 0;
  online = true;
});

afterEach(async () => {
  cleanup();
  await stopSyncEngine();
});

/** The page as the route gives it: the step and the confirmation in the URL's search. */
function Harness({ step }: { step: number }) {
  const [search, setSearch] = useState<{ passo?: number; enviada?: string; corrigir?: string }>({
    passo: step,
  });
  return (
    <GuestQuotationPage
      step={search.passo ?? 1}
      sentId={search.enviada}
      correcting={search.corrigir}
      onStepChange={(passo) => setSearch((s) => ({ ...s, passo }))}
      onNavigate={(next) => setSearch(next)}
    />
  );
}

function openPage(step = 1) {
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <Harness step={step} /> }),
      createRoute({ getParentRoute: () => root, path: '/print-quotation/$id' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const draftKey = guestDraftKey({});

/** What an earlier visit left on this device: the whole form and two photos. */
async function seedCompleteDraft() {
  const leave = enterGuestMode();
  await saveDraft(draftKey, { id: QUOTATION_ID, values: COFFEE_FORM });
  await saveDraft(`${draftKey}:fotos`, [
    {
      id: 'a1111111-1111-4111-8111-111111111111',
      nome: 'lavoura-1.png',
      tipo: 'image/png',
      tamanho: 12,
      dados: PNG,
    },
    {
      id: 'b2222222-2222-4222-8222-222222222222',
      nome: 'lavoura-2.png',
      tipo: 'image/png',
      tamanho: 12,
      dados: PNG,
    },
  ]);
  leave();
}

describe('the guest form', () => {
  it('checks the step before going on, in Portuguese, and marks the fields', async () => {
    online = false;
    openPage();
    const next = await screen.findByRole('button', { name: 'Avançar' });
    fireEvent.click(next);
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Informe o CPF ou CNPJ do produtor.');
    expect(summary.textContent).toContain('Informe o nome do produtor.');
    const document = screen.getByLabelText(/CPF ou CNPJ do produtor/);
    expect(document.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Produtor');

    fireEvent.change(document, { target: { value: '52998224726' } });
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('CPF inválido.'));
  });

  it('keeps every keystroke on the device: a reload opens the form as it was', async () => {
    online = false;
    openPage();
    fireEvent.change(await screen.findByLabelText(/CPF ou CNPJ do produtor/), {
      target: { value: '52998224725' },
    });
    fireEvent.change(screen.getByLabelText(/Nome do produtor/), { target: { value: 'José da Silva' } });
    // Saved to IndexedDB under the device's guest bucket (no token was ever obtained).
    await waitFor(async () =>
      expect(await offlineDb.drafts.get([GUEST_BUCKET, draftKey])).toMatchObject({
        values: { values: { produtor: { nome: 'JOSÉ DA SILVA', documento: '52998224725' } } },
      }),
    );
    cleanup();
    await stopSyncEngine();

    openPage();
    expect(await screen.findByDisplayValue('JOSÉ DA SILVA')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/CPF ou CNPJ do produtor/).value).toBe('52998224725');
    expect(screen.getByText('Recuperamos o que já tinha sido preenchido neste dispositivo.')).toBeTruthy();
    expect(sent.filter((r) => r.url === '/connect/guestToken')).toHaveLength(0);
  });

  it('offline, sending stores exactly one outbox item with its photos; with signal it goes once, with a guest token', async () => {
    await seedCompleteDraft();
    online = false;
    openPage(6);
    const send = await screen.findByRole('button', { name: 'Enviar cotação' });
    await screen.findByRole('heading', { name: 'Produtor', level: 3 });
    fireEvent.click(send);

    expect(
      await screen.findByRole('heading', { name: 'Cotação salva neste dispositivo' }, { timeout: 5000 }),
    ).toBeTruthy();
    const items = await offlineDb.outbox.toArray();
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item).toMatchObject({
      command: AGRO_GUEST_COMMAND,
      user_id: GUEST_BUCKET,
      scope: `agro:${QUOTATION_ID}`,
    });
    expect(item?.files.map((f) => [f.type, f.fileName])).toEqual([
      ['image/png', 'lavoura-1.png'],
      ['image/png', 'lavoura-2.png'],
    ]);
    const payload = item?.payload as AgroGuestQuotation;
    expect(payload.body).toMatchObject({ id: QUOTATION_ID, produtor: { documento: '52998224725' } });
    expect(payload.fotos.map((f) => f.nome)).toEqual(['lavoura-1.png', 'lavoura-2.png']);
    // The outbox holds the only copy now: the draft and its photos are gone.
    expect(await offlineDb.drafts.get([GUEST_BUCKET, draftKey])).toBeUndefined();
    expect(await offlineDb.drafts.get([GUEST_BUCKET, `${draftKey}:fotos`])).toBeUndefined();
    expect(sent).toHaveLength(0);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByRole('heading', { name: 'Cotação AGR-000123 enviada' }, { timeout: 5000 }),
    ).toBeTruthy();
    const writes = sent.filter((r) => r.method !== 'GET' && r.url !== '/healthz');
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /connect/guestToken',
      'POST /v1/agro/cotacoes',
      `POST /v1/agro/cotacoes/${QUOTATION_ID}/fotos`,
      `POST /v1/agro/cotacoes/${QUOTATION_ID}/fotos`,
    ]);
    expect(writes[0]?.headers['X-Area']).toBe('agronegocio');
    expect(writes.slice(1).every((r) => r.headers.Authorization === 'Bearer guest-access')).toBe(true);
    expect(writes[2]?.body).toMatchObject({ id: 'a1111111-1111-4111-8111-111111111111' });
    expect(await offlineDb.outbox.count()).toBe(0);
    const link = screen.getByRole('link', { name: 'Ver a cotação para impressão' });
    expect(link.getAttribute('href')).toBe(`/print-quotation/${QUOTATION_ID}?token=tok-123`);
  });

  it('the confirmation of a quotation still waiting says so after a reload', async () => {
    await seedCompleteDraft();
    online = false;
    openPage(6);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar cotação' }));
    await screen.findByRole('heading', { name: 'Cotação salva neste dispositivo' }, { timeout: 5000 });
    cleanup();
    await stopSyncEngine();

    openPage(1);
    const notice = await screen.findByText('1 cotação deste dispositivo aguarda envio.');
    fireEvent.click(
      within(notice.parentElement as HTMLElement).getByRole('button', { name: /JOSÉ DA SILVA/ }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Cotação salva neste dispositivo' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/será enviada automaticamente quando o sinal voltar/)).toBeTruthy();
  });

  it('a quotation the server refused says why, reopens for correction and goes again as the same item', async () => {
    await seedCompleteDraft();
    online = false;
    openPage(6);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar cotação' }));
    await screen.findByRole('heading', { name: 'Cotação salva neste dispositivo' }, { timeout: 5000 });
    const [queued] = await offlineDb.outbox.toArray();
    await act(async () => {
      await offlineDb.outbox.update(queued?.seq ?? 0, {
        status: 'dead',
        last_status: 400,
        last_error: 'Chamada inválida.',
        last_details: [
          { field: 'propriedade.codigo_ibge', message: 'Município não encontrado pelo código IBGE.' },
        ],
      });
    });
    expect(
      (await screen.findByRole('heading', { name: 'A cotação não foi aceita pelo servidor' })).textContent,
    ).toBeTruthy();
    expect(screen.getByText('Município não encontrado pelo código IBGE.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Corrigir e reenviar' }));
    expect(await screen.findByText(/Corrigindo uma cotação recusada/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nome do produtor').value).toBe('JOSÉ DA SILVA');
    fireEvent.change(screen.getByLabelText('Nome do produtor'), { target: { value: 'José da Silva Filho' } });
    fireEvent.click(screen.getByRole('button', { name: /Etapa 6/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar cotação' }));

    await screen.findByRole('heading', { name: 'Cotação salva neste dispositivo' }, { timeout: 5000 });
    const items = await offlineDb.outbox.toArray();
    expect(items).toHaveLength(1);
    // Pending again (offline here: its next try failed for lack of network, not refused).
    expect(items[0]).toMatchObject({ id: queued?.id, status: 'pending', last_status: null });
    expect((items[0]?.payload as AgroGuestQuotation).body.produtor.nome).toBe('JOSÉ DA SILVA FILHO');
    // The photos stay with the item.
    expect(items[0]?.files).toHaveLength(2);
    expect((items[0]?.payload as AgroGuestQuotation).fotos).toHaveLength(2);
  });
});

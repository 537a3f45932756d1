import { QueryObserver } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { tokenResponse } from '../../../tests/offline/kit';
import { queryClient } from '../../api/query';
import type { OfficeSuggestion } from '../../contract/offices';
import { officeBody } from '../../contract/offices';
import { officeApi } from '../../contract/manifests/offices';
import { officeSuggestQuery } from '../../lookups/offices';
import { offlineDb } from '../../offline/db';
import { startSyncEngine, stopSyncEngine } from '../../offline/drain';
import { runCommand } from '../../offline/outbox';
import { signIn } from '../../session/store';
import { createOffice } from './commands';

const NEW_ID = '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
let offices: OfficeSuggestion[] = [];
const suggestCalls: string[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(officeApi.suggest)) {
      suggestCalls.push(url);
      return json(200, offices);
    }
    if (url === officeApi.list && init?.method === 'POST') {
      const body = JSON.parse(init.body as string) as { id: string; nome: string };
      offices = [...offices, { id: body.id, nome: body.nome }];
      return json(201, { ...body, ativo: true, atualizado_em: '2026-11-23T12:00:00Z' });
    }
    return json(404, { error: 'nao_encontrado', error_description: 'Não encontrado.' });
  };
});

beforeEach(async () => {
  await signIn(tokenResponse(0, 'u1'));
  await offlineDb.outbox.clear();
  offices = [{ id: '00000000-0000-0000-0000-000000000000', nome: 'NENHUM' }];
  suggestCalls.length = 0;
  queryClient.clear();
  startSyncEngine();
});

afterEach(async () => {
  await stopSyncEngine();
});

describe('office lookups', () => {
  it('a picker open elsewhere shows an office created through the outbox at once', async () => {
    // A picker (the users' form) holds the office suggest, fresh for an hour.
    const picker = new QueryObserver(queryClient, officeSuggestQuery());
    const unsubscribe = picker.subscribe(() => undefined);
    await waitFor(() => expect(picker.getCurrentResult().data).toHaveLength(1));
    expect(suggestCalls).toHaveLength(1);

    const data = v.parse(officeBody, { nome: 'Filial Cuiabá' });
    const outcome = await runCommand(createOffice, { ...data, id: NEW_ID });
    expect(outcome.status).toBe('sent');

    // No one asked the offices feature to remember the users' picker: the domain's lookups refreshed.
    await waitFor(() =>
      expect(picker.getCurrentResult().data?.map((o) => o.nome)).toEqual(['NENHUM', 'FILIAL CUIABÁ']),
    );
    expect(suggestCalls).toHaveLength(2);
    unsubscribe();
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import type { CompanyLookup } from '../../../contract/pessoas';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { signIn } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import { GroupCreate } from './group-create';

const USER_ID = '0c1d2e3f-0000-4000-8000-000000000009';
const found: CompanyLookup = {
  cnpj: '11222333000181',
  razao_social: 'CAFEEIRA BOA VISTA LTDA',
  nome_fantasia: 'BOA VISTA',
  situacao_cadastral: 'ATIVA',
  data_abertura: null,
  natureza_juridica: null,
  cnae_principal: { codigo: '0134-2/00', descricao: 'CULTIVO DE CAFÉ' },
  cnaes_secundarios: [],
  endereco: {
    cep: '37130000',
    logradouro: 'RODOVIA MG 179',
    numero: 'KM 5',
    complemento: null,
    bairro: 'ZONA RURAL',
    cidade: 'ALFENAS',
    uf: 'MG',
    codigo_ibge: '3101607',
  },
  telefone: '3532921000',
  email: 'contato@boavista.com.br',
  capital_social: null,
  socios: [],
  origem: 'receita',
  consultado_em: '2026-11-23T12:00:00Z',
};
const posts: { url: string; body: Record<string, unknown> }[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await signIn(tokenResponse(0, USER_ID));
  await offlineDb.outbox.clear();
  await offlineDb.drafts.clear();
  posts.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        posts.push({ url, body });
        return Promise.resolve(json(201, body));
      }
      if (url === `/v1/pessoa-juridica/${found.cnpj}`) return Promise.resolve(json(200, found));
      if (url.startsWith('/v1/escritorios/suggest'))
        return Promise.resolve(json(200, [{ id: '00000000-0000-0000-0000-000000000000', nome: 'NENHUM' }]));
      if (url.startsWith('/v1/cep/'))
        return Promise.resolve(json(200, { ...found.endereco, cep: '37130000' }));
      return Promise.resolve(json(404, { error: 'nao_encontrado', error_description: 'Não encontrado.' }));
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await stopSyncEngine();
});

function type(input: HTMLInputElement, text: string) {
  input.value = text;
  fireEvent.input(input, { target: { value: text } });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

describe('GroupCreate', () => {
  it('fills the company from its CNPJ, keeps what the user typed, and creates the group for the user', async () => {
    renderScreenAt('/novo-grupo-economico', () => <GroupCreate />, {
      grants: { modules: ['cadastro'], actions: ['visualizar_grupo_economico', 'criar_grupo_economico'] },
      linkedPaths: ['/grupo-economico', '/grupo-economico/$groupId'],
    });
    fireEvent.change(await screen.findByLabelText('Nome fantasia', { exact: true }), {
      target: { value: 'Fazenda que digitei' },
    });
    type(field('CNPJ'), found.cnpj);

    await waitFor(() => expect(field('Razão social').value).toBe('CAFEEIRA BOA VISTA LTDA'));
    expect(screen.getByText('Dados preenchidos a partir da Receita Federal.')).toBeTruthy();
    expect(field('Nome fantasia').value).toBe('FAZENDA QUE DIGITEI');
    expect(field('Cidade').value).toBe('ALFENAS');
    expect(field('E-mail').value).toBe('contato@boavista.com.br');
    // The responsible defaults to the current user (read-only without the users' list).
    expect(field('Responsável').value).toBe('ANA');

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe('/v1/gruposeconomicos');
    expect(posts[0]?.body).toMatchObject({
      cnpj: '11222333000181',
      razao_social: 'CAFEEIRA BOA VISTA LTDA',
      nome_fantasia: 'FAZENDA QUE DIGITEI',
      atividade_principal: '0134-2/00',
      telefone: '3532921000',
      status_id: 'em_cadastro',
      responsavel_id: USER_ID,
      escritorio_id: null,
      contato_ids: [],
      balancos: [],
      documentos: [],
      endereco: { cidade: 'ALFENAS', uf: 'MG', cep: '37130000' },
    });
    // Saved online, it leaves for the group's page.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Novo grupo econômico' })).toBeNull());
  });
});

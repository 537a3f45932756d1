import { useState } from 'react';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import type {
  QuotationEdit as QuotationEditData,
  QuotationOptions,
} from '../../../contract/guarantee-quotations';
import { EMISSION_TYPES, QUOTATION_MESSAGES } from '../../../contract/guarantee-quotations';
import type { UniqueNumberLookup } from '../../../contract/judiciary';
import type { CompanyLookup } from '../../../contract/pessoas';
import { useFeedback } from '../../../feedback/store';
import { computeCheckDigits } from '../../../lib/cnj';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { signIn } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import { QuotationEdit } from './quotation-edit';
import { QUOTATION_QUEUED, QuotationWizard } from './quotation-wizard';

// The wizard walks many steps; on a busy CI machine one step can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const GROUP = '7c1e9a0e-0000-4000-8000-0000000000a1';
const BORROWER = '7c1e9a0e-0000-4000-8000-0000000000b1';
const FAVOURITE = '7c1e9a0e-0000-4000-8000-0000000000b2';
const MODALITY = '7c1e9a0e-0000-4000-8000-0000000000c1';
const SUB = '7c1e9a0e-0000-4000-8000-0000000000c2';
const COURT = '7c1e9a0e-0000-4000-8000-0000000000d1';
const CNPJ = '11222333000181';
const QUOTATION = '7c1e9a0e-0000-4000-8000-0000000000f1';

const digits = computeCheckDigits({
  sequencial: '0001234',
  ano: '2024',
  segmento: 5,
  tribunal: '02',
  origem: '0001',
});
const PROCESS = `0001234-${digits}.2024.5.02.0001`;

const company: CompanyLookup = {
  cnpj: CNPJ,
  razao_social: 'CAFEEIRA BOA VISTA LTDA',
  nome_fantasia: 'BOA VISTA',
  situacao_cadastral: 'ATIVA',
  data_abertura: null,
  natureza_juridica: null,
  cnae_principal: null,
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
  telefone: null,
  email: null,
  capital_social: null,
  socios: [],
  origem: 'receita',
  consultado_em: '2026-11-23T12:00:00Z',
};

const options: QuotationOptions = {
  submodalidade_id: SUB,
  processo: true,
  recurso: true,
  tipos_emissao: EMISSION_TYPES.map(({ id, nome }) => ({ id, nome })),
  percentual_recurso_padrao: 30,
};

const resolved: UniqueNumberLookup = {
  numero: PROCESS,
  ano: 2024,
  origem: '0001',
  segmento: { id: 5, nome: 'Justiça do Trabalho' },
  tribunal: { id: COURT, codigo: '5.02', sigla: 'TRT2', nome: 'TRIBUNAL REGIONAL DO TRABALHO DA 2ª REGIÃO' },
  unidade: null,
};

const answers: Record<string, unknown> = {
  '/v1/gruposeconomicos/cotacaocurrentuser': [{ id: GROUP, nome: 'CAFE DO SUL', cnpj: CNPJ }],
  [`/v1/gruposeconomicos/${GROUP}/tomadores/cotacao`]: [
    {
      id: BORROWER,
      nome: 'PADARIA LTDA',
      nome_fantasia: 'PADARIA',
      cnpj: CNPJ,
      subsidiaria: false,
      favorito: false,
    },
    {
      id: FAVOURITE,
      nome: 'CAFEEIRA LTDA',
      nome_fantasia: 'CAFEEIRA',
      cnpj: '11222333000262',
      subsidiaria: true,
      favorito: true,
    },
  ],
  '/v1/garantia/modalidades/suggestcurrentuser': [
    {
      id: MODALITY,
      nome: 'JUDICIAL',
      icone: null,
      submodalidades: [{ id: SUB, nome: 'JUDICIAL TRABALHISTA' }],
    },
  ],
  [`/v1/garantia/cotacoes/opcoes?submodalidade_id=${SUB}`]: options,
  [`/v1/pessoa-juridica/${CNPJ}`]: company,
  '/v1/cep/37130000': { ...company.endereco, cep: '37130000' },
  [`/v1/judiciario/0/numeracaounica/${PROCESS.replace(/\D/g, '')}`]: resolved,
};

const editData: QuotationEditData = {
  id: QUOTATION,
  numero: 7,
  grupo_economico: { id: GROUP, nome: 'CAFE DO SUL' },
  tomador: { id: BORROWER, nome_fantasia: 'PADARIA', cnpj: CNPJ },
  modalidade: { id: MODALITY, nome: 'JUDICIAL' },
  submodalidade: { id: SUB, nome: 'JUDICIAL TRABALHISTA' },
  tipo_emissao_id: 'renovacao',
  segurado: {
    tipo: 'PJ',
    documento: CNPJ,
    nome: 'CAFEEIRA BOA VISTA LTDA',
    cep: '37130000',
    logradouro: 'RODOVIA MG 179',
    numero: 'KM 5',
    complemento: null,
    uf: 'MG',
    cidade: 'ALFENAS',
    bairro: 'ZONA RURAL',
  },
  importancia_segurada: 130_000,
  vigencia_inicio: '2026-12-01',
  vigencia_fim: '2027-12-01',
  recurso: { tipo_id: 'recurso_ordinario', valor: 100_000, percentual: 30 },
  processo: { numero: PROCESS, unidade_id: null, tribunal: { id: COURT, nome: 'TRT2' }, unidade: null },
  objeto: '<p>Reclamação trabalhista.</p>',
  atualizado_em: '2026-11-20T13:00:00Z',
};

const posts: { url: string; body: Record<string, unknown> }[] = [];
const puts: { url: string; body: Record<string, unknown>; ifMatch: string | null }[] = [];
let postFails = false;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await signIn(tokenResponse(0, '0c1d2e3f-0000-4000-8000-000000000009'));
  await offlineDb.outbox.clear();
  await offlineDb.drafts.clear();
  posts.length = 0;
  puts.length = 0;
  postFails = false;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        if (postFails) return Promise.reject(new TypeError('Failed to fetch'));
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        posts.push({ url, body });
        return Promise.resolve(json(201, { ...body, numero: 42 }));
      }
      if (init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        puts.push({ url, body, ifMatch: new Headers(init.headers).get('If-Match') });
        return Promise.resolve(json(200, { ...body, id: QUOTATION, numero: 7 }));
      }
      if (url === `/v1/garantia/cotacoes/${QUOTATION}/edicao`)
        return Promise.resolve(
          new Response(JSON.stringify(editData), {
            status: 200,
            headers: { 'Content-Type': 'application/json', ETag: '"v7"' },
          }),
        );
      const answer = answers[url];
      return Promise.resolve(
        answer === undefined
          ? json(404, { error: 'nao_encontrado', error_description: 'Não encontrado.' })
          : json(200, answer),
      );
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await stopSyncEngine();
});

/** The wizard with its step kept as the route keeps it (`?passo=`). */
function Wizard() {
  const [step, setStep] = useState(1);
  return <QuotationWizard step={step} onStepChange={setStep} />;
}

function open() {
  renderScreenAt('/nova-cotacao', () => <Wizard />, {
    grants: { modules: ['cotacao'], actions: [] },
    linkedPaths: ['/cotacao/$id', '/lista-cotacoes'],
  });
}

/** Types into a masked or number input as a user would (both follow the input event). */
function type(label: string, text: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label, { exact: true });
  fireEvent.input(input, { target: { value: text } });
}

async function pick(label: string, option: string) {
  fireEvent.focus(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const advance = () => fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

/** Steps 1 to 5 filled: a PJ insured from its CNPJ, an appeal bond with its court case. */
async function fillEverything() {
  open();
  expect(await screen.findByRole('heading', { name: /Tomador/ })).toBeTruthy();
  expect(currentStep()).toContain('Etapa 1: Tomador');

  await pick('Grupo econômico', 'CAFE DO SUL · 11.222.333/0001-81');
  advance();
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    expect.stringContaining('Escolha o tomador.'),
  );
  expect(currentStep()).toContain('Tomador');

  fireEvent.focus(screen.getByRole('combobox', { name: 'Tomador' }));
  const borrowers = await screen.findAllByRole('option');
  // Favourites first.
  expect(borrowers.map((o) => o.textContent)).toEqual([
    'Favorito:CAFEEIRA · 11.222.333/0002-62',
    'PADARIA · 11.222.333/0001-81',
  ]);
  fireEvent.click(borrowers[1] as HTMLElement);
  advance();

  expect(await screen.findByRole('heading', { name: /Modalidade/ })).toBeTruthy();
  expect(currentStep()).toContain('Etapa 2: Modalidade');
  await within(screen.getByLabelText('Modalidade')).findByRole('option', { name: 'JUDICIAL' });
  fireEvent.change(screen.getByLabelText('Modalidade'), { target: { value: MODALITY } });
  fireEvent.change(screen.getByLabelText('Sub-modalidade'), { target: { value: SUB } });
  expect(screen.getByLabelText<HTMLSelectElement>('Tipo de emissão').value).toBe('nova');
  advance();

  expect(await screen.findByRole('heading', { name: /Segurado/ })).toBeTruthy();
  type('CNPJ', '11.222.333/0001-82');
  advance();
  expect(await screen.findByText('CNPJ inválido.', { selector: 'li' })).toBeTruthy();
  type('CNPJ', CNPJ);
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>('Razão social').value).toBe('CAFEEIRA BOA VISTA LTDA'),
  );
  expect(screen.getByLabelText<HTMLInputElement>('Cidade').value).toBe('ALFENAS');
  advance();

  expect(await screen.findByRole('heading', { name: /Garantia/ })).toBeTruthy();
  await screen.findByText('Recurso');
  advance();
  expect(await screen.findByText(QUOTATION_MESSAGES.appealRequired, { selector: 'li' })).toBeTruthy();
  expect(screen.getByText(QUOTATION_MESSAGES.processRequired, { selector: 'li' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Tipo de recurso'), { target: { value: 'recurso_ordinario' } });
  type('Valor do depósito recursal', '100000');
  await waitFor(() => expect(screen.getByText('R$ 130.000,00')).toBeTruthy());
  type('Início da vigência', '01/12/2026');
  type('Fim da vigência', '01/12/2026');
  type('Número do processo (CNJ)', PROCESS.replace(/\D/g, ''));
  expect(await screen.findByText('TRT2 · TRIBUNAL REGIONAL DO TRABALHO DA 2ª REGIÃO')).toBeTruthy();
  expect(screen.getByText('NÃO SE APLICA')).toBeTruthy();
  advance();
  expect(await screen.findByText(QUOTATION_MESSAGES.validityOrder, { selector: 'li' })).toBeTruthy();
  type('Fim da vigência', '01/12/2027');
  advance();

  expect(await screen.findByRole('heading', { name: /Objeto/ })).toBeTruthy();
  expect(await screen.findByRole('textbox', { name: 'Objeto da garantia' })).toBeTruthy();
  advance();

  expect(await screen.findByRole('heading', { name: /Revisão/ })).toBeTruthy();
  expect(currentStep()).toContain('Etapa 6: Revisão');
  expect(screen.getByText('PADARIA · 11.222.333/0001-81')).toBeTruthy();
  expect(screen.getByText('JUDICIAL TRABALHISTA')).toBeTruthy();
  expect(screen.getByText('R$ 100.000,00 + 30%')).toBeTruthy();
  expect(screen.getByText(PROCESS)).toBeTruthy();
}

describe('QuotationWizard', () => {
  it('walks the six steps, checking each, and creates the quotation with the body the server takes', async () => {
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Criar cotação' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe('/v1/garantia/cotacoes');
    expect(posts[0]?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      grupo_economico_id: GROUP,
      tomador_id: BORROWER,
      modalidade_id: MODALITY,
      submodalidade_id: SUB,
      tipo_emissao_id: 'nova',
      segurado: {
        tipo: 'PJ',
        documento: CNPJ,
        nome: 'CAFEEIRA BOA VISTA LTDA',
        cep: '37130000',
        logradouro: 'RODOVIA MG 179',
        numero: 'KM 5',
        complemento: null,
        uf: 'MG',
        cidade: 'ALFENAS',
        bairro: 'ZONA RURAL',
      },
      importancia_segurada: 130_000,
      vigencia_inicio: '2026-12-01',
      vigencia_fim: '2027-12-01',
      recurso: { tipo_id: 'recurso_ordinario', valor: 100_000, percentual: 30 },
      processo: { numero: PROCESS, unidade_id: null },
      objeto: null,
    });
    // Sent online, it leaves for the quotation's page.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nova cotação' })).toBeNull());
    expect(useFeedback.getState().alert?.message).toBe('Cotação COT-000042 criada.');
  });

  it('without signal, keeps the quotation on the device, says so and goes to the list', async () => {
    await fillEverything();
    postFails = true;
    fireEvent.click(screen.getByRole('button', { name: 'Criar cotação' }));

    await waitFor(() => expect(useFeedback.getState().alert?.message).toBe(QUOTATION_QUEUED), {
      timeout: 10_000,
    });
    const [item] = await offlineDb.outbox.toArray();
    expect(item?.command).toBe('quotations.create');
    expect(item?.payload).toMatchObject({
      quotation: { numero: null, tomador: 'PADARIA' },
      body: { tomador_id: BORROWER, importancia_segurada: 130_000 },
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nova cotação' })).toBeNull());
  });

  it('offers back the draft of a form left half-filled', async () => {
    open();
    await pick('Grupo econômico', 'CAFE DO SUL · 11.222.333/0001-81');
    await waitFor(async () => expect(await offlineDb.drafts.count()).toBe(1), { timeout: 3000 });
    cleanup();

    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Restaurar rascunho' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Grupo econômico' }).value).toBe(
        'CAFE DO SUL · 11.222.333/0001-81',
      ),
    );
  });
});

describe('QuotationEdit', () => {
  it('opens the quotation as the server has it and saves it over the version read (If-Match)', async () => {
    renderScreenAt(`/cotacao/${QUOTATION}/editar-cotacao`, () => <QuotationEdit quotationId={QUOTATION} />, {
      grants: { modules: ['cotacao'], actions: [] },
      linkedPaths: ['/cotacao/$id', '/sincronizacao'],
    });
    expect(await screen.findByRole('heading', { name: 'Editar cotação COT-000007' })).toBeTruthy();
    // One read: the number of the heading comes with GET {id}/edicao, not from the quotation's own GET.
    const reads = vi.mocked(fetch).mock.calls.map(([url]) => url as string);
    expect(reads.filter((url) => url.startsWith(`/v1/garantia/cotacoes/${QUOTATION}`))).toEqual(
      reads.filter((url) => url === `/v1/garantia/cotacoes/${QUOTATION}/edicao`),
    );
    expect(reads).toContain(`/v1/garantia/cotacoes/${QUOTATION}/edicao`);
    expect(screen.getByLabelText<HTMLInputElement>('Razão social').value).toBe('CAFEEIRA BOA VISTA LTDA');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Tomador' }).value).toBe(
      'PADARIA · 11.222.333/0001-81',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo de emissão').value).toBe('renovacao');
    expect(await screen.findByText('NÃO SE APLICA')).toBeTruthy();

    type('Valor do depósito recursal', '200000');
    await waitFor(() => expect(screen.getByText('R$ 260.000,00')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.url).toBe(`/v1/garantia/cotacoes/${QUOTATION}`);
    expect(puts[0]?.ifMatch).toBe('"v7"');
    expect(puts[0]?.body).toEqual({
      grupo_economico_id: GROUP,
      tomador_id: BORROWER,
      modalidade_id: MODALITY,
      submodalidade_id: SUB,
      tipo_emissao_id: 'renovacao',
      segurado: editData.segurado,
      importancia_segurada: 260_000,
      vigencia_inicio: '2026-12-01',
      vigencia_fim: '2027-12-01',
      recurso: { tipo_id: 'recurso_ordinario', valor: 200_000, percentual: 30 },
      processo: { numero: PROCESS, unidade_id: null },
      objeto: '<p>Reclamação trabalhista.</p>',
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Editar cotação/ })).toBeNull());
  });
});

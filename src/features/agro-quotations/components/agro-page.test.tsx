import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import type { AgroCost, AgroLog, AgroQuotation, AgroStateId } from '../../../contract/agro-quotations';
import type { AuditEntry } from '../../../contract/audit';
import { AGRO_STATES } from '../../../contract/agro-quotations';
import type { ActionId } from '../../../contract/permissions';
import { useFeedback } from '../../../feedback/store';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine, syncNow } from '../../../offline/drain';
import { signIn, useSession } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import { AGRO_FORM_DATA_FALLBACK } from '../../../lookups/agro';
import { AgroHistoryPage } from './agro-history';
import { AgroQuotationPage } from './agro-page';

const ID = '7c1e9a0e-0000-4000-8000-000000000201';
const COST = '7c1e9a0e-0000-4000-8000-000000000301';
const INSURER = '7c1e9a0e-0000-4000-8000-000000000401';

const quotation = (state: AgroStateId, patch: Partial<AgroQuotation> = {}): AgroQuotation => ({
  id: ID,
  numero: 123,
  situacao: { id: state, nome: AGRO_STATES.find((s) => s.id === state)!.nome },
  produto: { id: 'cafezal', nome: 'Café (cafezal)' },
  cobertura: { id: 'granizo', nome: 'Granizo' },
  convidado: true,
  grupo_economico: null,
  escritorio: null,
  produtor: { documento: '52998224725', nome: 'JOÃO DA SILVA', email: null, telefone: '35999990000' },
  propriedade: {
    nome: 'FAZENDA BOA VISTA',
    municipio: 'ALFENAS',
    uf: 'MG',
    codigo_ibge: '3101607',
    latitude: -21.42573,
    longitude: -45.94742,
    area_ha: 12.5,
  },
  cultura: null,
  cafezal: {
    especie: { id: 'arabica', nome: 'Arábica (Coffea arabica)' },
    variedade: { id: 'catuai_vermelho', nome: 'Catuaí Vermelho' },
    sistema_cultivo: { id: 'convencional_sequeiro', nome: 'Convencional, sequeiro' },
    ano_plantio: 2018,
    espacamento_linhas_m: 3.5,
    espacamento_plantas_m: 0.7,
    numero_plantas: 51000,
    produtividade_sacas_ha: 32,
    classificacao_solo: { id: 'AD4', nome: 'AD4: água disponível média' },
  },
  grupo_operacao: { id: 'custeio', nome: 'Custeio agrícola (crédito rural)' },
  nivel_cobertura: 70,
  preco_unitario: 1200,
  importancia_segurada: 336000,
  subvencao_percentual: 40,
  franquia_percentual: 30,
  observacoes: null,
  aprovacao: null,
  motivo_reprovacao: null,
  numero_proposta: null,
  apolice: null,
  justificativa_cancelamento: null,
  croqui: {
    poligono: [
      { latitude: -21.425, longitude: -45.948 },
      { latitude: -21.425, longitude: -45.946 },
      { latitude: -21.427, longitude: -45.946 },
    ],
    pontos: [{ latitude: -21.426, longitude: -45.947 }],
  },
  arquivos: [
    { id: 'f1', nome: 'foto-1.jpg', url: '/arquivos/f1', tipo: 'foto', criado_em: '2026-11-20T13:00:00Z' },
  ],
  token_impressao: 'tok-123',
  criado_por: null,
  criado_em: '2026-11-20T13:00:00Z',
  atualizado_em: '2026-11-20T13:00:00Z',
  ...patch,
});

const cost: AgroCost = {
  id: COST,
  cotacao_id: ID,
  seguradora: { id: INSURER, nome: 'ALFA SEGUROS' },
  importancia_segurada: 336000,
  taxa: 2.5,
  subvencao_percentual: 40,
  franquia_percentual: 30,
  validade: '2026-12-20',
  opcoes: [
    {
      forma_pagamento: { id: 'a_vista', nome: 'À vista (boleto)' },
      premio: 8400,
      parcelas: 1,
      valor_parcela: 8400,
    },
    {
      forma_pagamento: { id: 'parcelado_4x', nome: 'Parcelado em 4 vezes' },
      premio: 8800,
      parcelas: 4,
      valor_parcela: 2200,
    },
  ],
  aprovada: null,
  observacoes: null,
  criado_em: '2026-11-21T13:00:00Z',
};

const logs: AgroLog[] = [
  {
    id: 'l1',
    acao: 'criar',
    descricao: 'Cotação criada pelo produtor.',
    usuario: 'CONVIDADO',
    criado_em: '2026-11-20T13:00:00Z',
  },
  {
    id: 'l2',
    acao: 'adicionar_custo',
    descricao: 'Custos da ALFA SEGUROS adicionados.',
    usuario: 'ANA',
    criado_em: '2026-11-21T14:05:00Z',
  },
];

let current: AgroQuotation;
let costs: AgroCost[];
let networkDown = false;
/** The server's answer to the next writes, when it refuses them. */
let refusal: Response | null = null;
/** False: the insurers' list never reached this device. */
let insurersReached = true;
const writes: { method: string; url: string; body: unknown }[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await signIn(tokenResponse(0, '0c1d2e3f-0000-4000-8000-000000000009'));
  await offlineDb.outbox.clear();
  current = quotation('aguardando_custos');
  costs = [];
  networkDown = false;
  refusal = null;
  insurersReached = true;
  writes.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        if (networkDown) return Promise.reject(new TypeError('Failed to fetch'));
        const body = init?.body instanceof FormData ? init.body : JSON.parse((init?.body as string) || '{}');
        writes.push({ method, url, body });
        return Promise.resolve(refusal?.clone() ?? json({}));
      }
      if (url === `/v1/agro/cotacoes/${ID}`) return Promise.resolve(json(current));
      if (url === `/v1/agro/agricola/custo/${ID}/listar`) return Promise.resolve(json(costs));
      if (url === `/v1/agro/cotacoes/logCotacaoAgro/${ID}`) return Promise.resolve(json(logs));
      if (url.startsWith('/v1/auditoria?') && url.includes(`entidade_id=${ID}`))
        return Promise.resolve(json({ items: auditEntries, total_count: auditEntries.length }));
      if (url === '/v1/agro/cotacoes/dadoscontratacao') return Promise.resolve(json(AGRO_FORM_DATA_FALLBACK));
      if (url.startsWith('/v1/seguradoras/suggest'))
        return insurersReached
          ? Promise.resolve(json([{ id: INSURER, nome: 'ALFA SEGUROS', logo: null }]))
          : Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(json({ error: 'nao_encontrado', error_description: 'Não encontrado.' }, 404));
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await stopSyncEngine();
  await offlineDb.outbox.clear();
  useSession.setState({ accessToken: null, grants: null, user: null });
});

const LINKED = ['/cotacao/$id/historico-cotacao-agro', '/sincronizacao'];

async function openPage(actions: ActionId[] = ['criar_cotacao']) {
  renderScreenAt(`/cotacao/${ID}/resumo-cotacao-agro`, () => <AgroQuotationPage id={ID} />, {
    grants: { modules: ['cotacao'], actions },
    linkedPaths: LINKED,
  });
  await screen.findByRole('heading', { name: 'Cotação agro AGR-000123' });
}

/** The labels of every action button the page offers. */
async function offered(): Promise<string[]> {
  const section = screen.getByRole('region', { name: 'Custos das seguradoras' });
  if (costs.length > 0) await within(section).findByText('ALFA SEGUROS');
  else await within(section).findByText('Nenhum custo registrado ainda.');
  const group = screen.queryByRole('group', { name: 'Ações da cotação' });
  const stateButtons = group
    ? within(group)
        .getAllByRole('button')
        .map((b) => b.textContent ?? '')
    : [];
  const costButtons = within(section)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
  return [...costButtons, ...stateButtons];
}

describe('AgroQuotationPage', () => {
  it('shows the producer, the property with its map link, the coffee block, the photos and the sketch', async () => {
    await openPage();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('ALFENAS/MG (IBGE 3101607)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abrir no mapa/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=-21.425730,-45.947420',
    );
    expect(screen.getByText('3,5 m × 0,7 m (4.082 plantas/ha)')).toBeTruthy();
    expect(screen.getByText('R$ 336.000,00')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto 1 da propriedade' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Croqui da área: 3 vértices e 1 pontos/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Versão para impressão/ }).getAttribute('href')).toBe(
      `/print-quotation/${ID}?token=tok-123`,
    );
    expect(screen.getByRole('link', { name: 'Histórico' }).getAttribute('href')).toBe(
      `/cotacao/${ID}/historico-cotacao-agro`,
    );
  });

  const EXPECTED: [AgroStateId, string[]][] = [
    ['aguardando_custos', ['Adicionar custos', 'Cancelar']],
    [
      'aguardando_aprovacao',
      [
        'Adicionar custos',
        'Aprovar À vista (boleto) da ALFA SEGUROS',
        'Aprovar Parcelado em 4 vezes da ALFA SEGUROS',
        'Cancelar',
      ],
    ],
    ['aprovada', ['Gerar cartão de adesão', 'Cancelar']],
    ['card_gerado', ['Enviar cartão assinado', 'Cancelar']],
    ['arquivo_enviado', ['Aprovar cartão assinado', 'Reprovar cartão assinado', 'Cancelar']],
    ['arquivo_aprovado', ['Registrar proposta', 'Cancelar']],
    ['proposta', ['Registrar apólice', 'Cancelar']],
    ['apolice_emitida', []],
    ['cancelada', []],
  ];

  it.each(EXPECTED)('in %s offers only %j', async (state, labels) => {
    current = quotation(state);
    costs = state === 'aguardando_custos' ? [] : [cost];
    await openPage();
    expect(await offered()).toEqual(labels);
  });

  it('offers nothing to who may only read', async () => {
    current = quotation('aguardando_aprovacao');
    costs = [cost];
    await openPage([]);
    expect(await offered()).toEqual([]);
  });

  it('links the generated card PDF and shows the costs by payment form', async () => {
    current = quotation('card_gerado', {
      arquivos: [
        {
          id: 'c1',
          nome: 'cartao-AGR-000123.pdf',
          url: '/arquivos/c1',
          tipo: 'card',
          criado_em: '2026-11-22T13:00:00Z',
        },
      ],
      aprovacao: {
        custo_id: COST,
        seguradora: { id: INSURER, nome: 'ALFA SEGUROS' },
        forma_pagamento: { id: 'parcelado_4x', nome: 'Parcelado em 4 vezes' },
        premio: 8800,
      },
    });
    costs = [{ ...cost, aprovada: { id: 'parcelado_4x', nome: 'Parcelado em 4 vezes' } }];
    await openPage();
    expect(screen.getByRole('link', { name: /Baixar cartão de adesão \(PDF\)/ }).getAttribute('href')).toBe(
      '/arquivos/c1',
    );
    const table = await screen.findByRole('table', { name: 'Custos por seguradora e forma de pagamento' });
    // The insurer heads its own row group, over one line per payment form.
    const [, insurer, first, second] = within(table).getAllByRole('row');
    expect(within(insurer!).getByRole('rowheader').textContent).toMatch(/^ALFA SEGUROSIS R\$/);
    expect(first!.textContent).toContain('À vista (boleto)R$ 8.400,001xR$ 8.400,00');
    expect(second!.textContent).toContain('Parcelado em 4 vezesAprovadaR$ 8.800,004xR$ 2.200,00');
  });

  it('approves one payment form on the coffee endpoint of that cost', async () => {
    current = quotation('aguardando_aprovacao');
    costs = [cost];
    await openPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Aprovar Parcelado em 4 vezes da ALFA SEGUROS' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Aprovar forma de pagamento' });
    expect(dialog.textContent).toContain('prêmio de R$ 8.800,00 em 4x de R$ 2.200,00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(writes).toContainEqual({
        method: 'PUT',
        url: `/v1/agro/agricola/custo/${COST}/aprovarcafezal/parcelado_4x`,
        body: {},
      }),
    );
  });

  it('asks the reason to cancel, in Portuguese, and sends it', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar cotação' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar cotação' }));
    expect(await within(dialog).findByText('Informe o motivo.')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Motivo do cancelamento'), {
      target: { value: 'Produtor desistiu' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar cotação' }));
    await waitFor(() =>
      expect(writes).toContainEqual({
        method: 'PUT',
        url: `/v1/agro/cotacoes/${ID}/cancelar`,
        body: { motivo: 'Produtor desistiu' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the signed card as the multipart field arquivo, on the coffee endpoint', async () => {
    current = quotation('card_gerado');
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar cartão assinado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar cartão assinado' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar arquivo' }));
    expect(await within(dialog).findByText('Escolha o arquivo do cartão assinado.')).toBeTruthy();
    const file = new File(['%PDF-1.4 assinado'], 'cartao-assinado.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(/Cartão assinado/), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar arquivo' }));
    await waitFor(() => expect(writes.length).toBe(1));
    expect(writes[0]!.url).toBe(`/v1/agro/agricola/custo/arquivoCafezal/upload?cotacao_id=${ID}`);
    const sent = (writes[0]!.body as FormData).get('arquivo') as File;
    expect(sent.name).toBe('cartao-assinado.pdf');
  });

  it('registers the policy only with its number and a coherent period', async () => {
    current = quotation('proposta', {
      numero_proposta: 'PROP-1',
      aprovacao: {
        custo_id: COST,
        seguradora: { id: INSURER, nome: 'ALFA SEGUROS' },
        forma_pagamento: { id: 'parcelado_2x', nome: 'Parcelado em 2 vezes' },
        premio: 17_500,
      },
    });
    current.produto = { id: 'agricola', nome: 'Agrícola' };
    current.cafezal = null;
    current.cultura = { id: 'soja', nome: 'Soja' };
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar apólice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar apólice' });
    // The premium is the approved payment form's, already known: stated, not asked again.
    expect(dialog.textContent).toContain(
      'Prêmio: R$ 17.500,00 · Parcelado em 2 vezes (2 × R$ 8.750,00) · ALFA SEGUROS, da forma de pagamento aprovada.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar apólice' }));
    expect(await within(dialog).findByText('Informe o número da apólice.')).toBeTruthy();
    expect(within(dialog).getByText('Informe o início da vigência.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Número da apólice'), { target: { value: 'AP-77' } });
    fireEvent.input(within(dialog).getByLabelText('Início da vigência'), { target: { value: '01/12/2026' } });
    fireEvent.input(within(dialog).getByLabelText('Fim da vigência'), { target: { value: '01/11/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar apólice' }));
    expect(await within(dialog).findByText('O fim da vigência deve ser posterior ao início.')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Fim da vigência'), { target: { value: '01/12/2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar apólice' }));
    await waitFor(() =>
      expect(writes).toContainEqual({
        method: 'PUT',
        url: `/v1/agro/agricola/custo/${ID}/apolice`,
        body: { numero_apolice: 'AP-77', vigencia_inicio: '2026-12-01', vigencia_fim: '2027-12-01' },
      }),
    );
  });
});

describe('Adicionar custos', () => {
  it('needs an insurer, the rate, one payment form at least and its premium above zero', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar custos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar custos' });
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar custos' }));
    save();
    expect(await within(dialog).findByText('Escolha a seguradora.')).toBeTruthy();
    expect(within(dialog).getByText('Informe a taxa.')).toBeTruthy();
    expect(within(dialog).getByText('Informe ao menos uma forma de pagamento.')).toBeTruthy();

    fireEvent.focus(within(dialog).getByRole('combobox', { name: 'Seguradora' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ALFA SEGUROS' }));
    fireEvent.input(within(dialog).getByLabelText('Taxa (%)'), { target: { value: '2,5' } });
    expect(within(dialog).getByText('Prêmio pela taxa: R$ 8.400,00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'À vista (boleto)' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Parcelado em 4 vezes' }));
    fireEvent.input(within(dialog).getByLabelText('Prêmio (Parcelado em 4 vezes)'), {
      target: { value: '0' },
    });
    save();
    expect(await within(dialog).findByText('O prêmio deve ser maior que zero.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Prêmio (Parcelado em 4 vezes)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(writes).toEqual([]);
  });

  it('starts each payment form at the premium by the rate, with the count of instalments the form says', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar custos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar custos' });
    const premium = (form: string) => within(dialog).getByLabelText<HTMLInputElement>(`Prêmio (${form})`);
    // Ticked before the rate is known: empty, then the rate fills it.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Parcelado em 2 vezes' }));
    expect(premium('Parcelado em 2 vezes').value).toBe('');
    expect(within(dialog).getByText('2 parcelas')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Taxa (%)'), { target: { value: '2,5' } });
    expect(premium('Parcelado em 2 vezes').value).toBe('8.400,00');
    expect(within(dialog).getByText('2 parcelas de R$ 4.200,00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Parcelado em 4 vezes' }));
    expect(premium('Parcelado em 4 vezes').value).toBe('8.400,00');
    expect(within(dialog).getByText('4 parcelas de R$ 2.100,00')).toBeTruthy();
    expect(within(dialog).getAllByText('Parcela única')).toHaveLength(3);
    // No count to choose: it is the form's own.
    expect(within(dialog).queryByRole('combobox', { name: /Parcelas/ })).toBeNull();
    // A typed premium stays when the rate changes; an untouched one follows the rate.
    fireEvent.input(premium('Parcelado em 4 vezes'), { target: { value: '8800' } });
    fireEvent.input(within(dialog).getByLabelText('Taxa (%)'), { target: { value: '3' } });
    expect(premium('Parcelado em 2 vezes').value).toBe('10.080,00');
    expect(premium('Parcelado em 4 vezes').value).toBe('8800');
    fireEvent.focus(within(dialog).getByRole('combobox', { name: 'Seguradora' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ALFA SEGUROS' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar custos' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({
      taxa: 3,
      opcoes: [
        { forma_pagamento: 'parcelado_2x', premio: 10_080, parcelas: 2 },
        { forma_pagamento: 'parcelado_4x', premio: 8800, parcelas: 4 },
      ],
    });
  });

  it('without signal and without the insurers on the device, says why and keeps the form off', async () => {
    insurersReached = false;
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar custos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar custos' });
    act(() => onlineManager.setOnline(false));
    try {
      expect(
        within(dialog).getByText(/Sem conexão: a lista de seguradoras ainda não está neste dispositivo/),
      ).toBeTruthy();
      expect(within(dialog).getByRole('combobox', { name: 'Seguradora' })).toHaveProperty('disabled', true);
      // Off through the form's fieldset, as a browser does it.
      expect(within(dialog).getByLabelText('Taxa (%)').matches(':disabled')).toBe(true);
      expect(within(dialog).getByRole('checkbox', { name: 'À vista (boleto)' }).matches(':disabled')).toBe(
        true,
      );
      expect(within(dialog).getByRole('button', { name: 'Salvar custos' })).toHaveProperty('disabled', true);
      expect(within(dialog).queryByText('Carregando opções…')).toBeNull();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('without signal, picks the insurer from the list already on the device', async () => {
    await openPage();
    // Opening the quotation with signal keeps the insurers' list on the device.
    await waitFor(() =>
      expect(
        vi
          .mocked(fetch)
          .mock.calls.some(([url]) => typeof url === 'string' && url.startsWith('/v1/seguradoras/suggest')),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar custos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar custos' });
    act(() => onlineManager.setOnline(false));
    try {
      expect(within(dialog).getByText(/as seguradoras vêm da lista guardada neste dispositivo/)).toBeTruthy();
      const picker = within(dialog).getByRole('combobox', { name: 'Seguradora' });
      fireEvent.focus(picker);
      fireEvent.click(await screen.findByRole('option', { name: 'ALFA SEGUROS' }));
      expect(picker).toHaveProperty('value', 'ALFA SEGUROS');
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('without signal, keeps the costs in the outbox in the quotation scope', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar custos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar custos' });
    fireEvent.focus(within(dialog).getByRole('combobox', { name: 'Seguradora' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ALFA SEGUROS' }));
    fireEvent.input(within(dialog).getByLabelText('Taxa (%)'), { target: { value: '2,5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Parcelado em 4 vezes' }));
    fireEvent.input(within(dialog).getByLabelText('Prêmio (Parcelado em 4 vezes)'), {
      target: { value: '8800' },
    });
    networkDown = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar custos' }));
    await waitFor(
      () => expect(useFeedback.getState().alert?.message).toMatch(/Sem conexão: salvo no dispositivo/),
      {
        timeout: 10_000,
      },
    );
    const [item] = await offlineDb.outbox.toArray();
    expect(item?.command).toBe('agroQuotations.addCost');
    expect(item?.scope).toBe(`agro:${ID}`);
    expect(item?.payload).toMatchObject({
      quotation: { id: ID, numero: 123, produto: 'cafezal' },
      seguradora: 'ALFA SEGUROS',
      body: {
        cotacao_id: ID,
        seguradora_id: INSURER,
        importancia_segurada: 336000,
        taxa: 2.5,
        subvencao_percentual: 40,
        franquia_percentual: 30,
        opcoes: [{ forma_pagamento: 'parcelado_4x', premio: 8800, parcelas: 4 }],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByText('Aguardando envio:')).parentElement?.textContent).toBe(
      'Aguardando envio: Adicionar custos',
    );
  });

  it('without signal, shows the approved file as waiting and offers the step after it, not it again', async () => {
    current = quotation('arquivo_enviado');
    await openPage();
    networkDown = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar cartão assinado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar cartão assinado' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar cartão assinado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect((await screen.findByText('Aguardando envio:')).parentElement?.textContent).toBe(
      'Aguardando envio: Aprovar cartão assinado',
    );
    // The queued step is not offered twice; the next one (as the table has it) is.
    expect(await offered()).toEqual(['Registrar proposta', 'Cancelar']);
    expect(writes).toHaveLength(0);

    // The signal is back: sent once, and the page shows the server's state.
    networkDown = false;
    current = quotation('arquivo_aprovado');
    await syncNow();
    await waitFor(() => expect(screen.queryByText('Aguardando envio:')).toBeNull());
    expect(writes.map((w) => w.url)).toEqual(['/v1/agro/agricola/custo/arquivo/aprovar']);
    // Until the page reads the quotation again, the sent step counts as done: its button does not return.
    await waitFor(async () => expect(await offered()).toEqual(['Registrar proposta', 'Cancelar']));
    expect(writes).toHaveLength(1);
  });

  it('says when the server refused a queued action and offers its button again', async () => {
    current = quotation('arquivo_enviado');
    await openPage();
    networkDown = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar cartão assinado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar cartão assinado' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar cartão assinado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await screen.findByText('Aguardando envio:');
    expect(screen.queryByRole('button', { name: 'Aprovar cartão assinado' })).toBeNull();

    networkDown = false;
    refusal = json({ error: 'conflito', error_description: 'O arquivo já foi reprovado.' }, 409);
    await syncNow();
    const alert = await screen.findByText('Não enviado:', undefined, { timeout: 5000 });
    expect(alert.parentElement?.textContent).toBe(
      'Não enviado: Aprovar cartão assinado: O arquivo já foi reprovado.',
    );
    expect(screen.queryByText('Aguardando envio:')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Aprovar cartão assinado' })).toBeTruthy();

    // Approving again resends that same item instead of queuing a second one behind it.
    refusal = null;
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar cartão assinado' }));
    const again = await screen.findByRole('dialog', { name: 'Aprovar cartão assinado' });
    fireEvent.click(within(again).getByRole('button', { name: 'Aprovar cartão assinado' }));
    await waitFor(() => expect(screen.queryByText('Não enviado:')).toBeNull());
    await waitFor(async () => expect(await offlineDb.outbox.count()).toBe(0));
    expect(writes.map((w) => w.url)).toEqual([
      '/v1/agro/agricola/custo/arquivo/aprovar',
      '/v1/agro/agricola/custo/arquivo/aprovar',
    ]);
  });
});

/** The quotation's history as GET /v1/auditoria gives it, newest first. */
const auditEntries: AuditEntry[] = [
  {
    id: 'a2',
    entidade: 'cotacao_agro',
    entidade_id: ID,
    acao: 'adicionar_custo',
    usuario: { id: 'u1', nome: 'ANA' },
    criado_em: '2026-11-21T14:05:00Z',
    alteracoes: [
      {
        campo: 'custos.premio',
        rotulo: 'Custos das seguradoras › ALFA SEGUROS › Prêmio',
        antes: null,
        depois: 40500,
      },
    ],
  },
  {
    id: 'a1',
    entidade: 'cotacao_agro',
    entidade_id: ID,
    acao: 'criar',
    usuario: { id: 'guest:1', nome: 'Convidado' },
    criado_em: '2026-11-20T13:00:00Z',
    alteracoes: [],
  },
];

describe('AgroHistoryPage', () => {
  it('lists the history newest first: date and time, who (once), what changed with labels and R$', async () => {
    renderScreenAt(`/cotacao/${ID}/historico-cotacao-agro`, () => <AgroHistoryPage id={ID} />, {
      grants: { modules: ['cotacao'], actions: [] },
      linkedPaths: ['/cotacao/$id/resumo-cotacao-agro'],
    });
    const section = await screen.findByRole('region', { name: 'Histórico' });
    await within(section).findByText('ANA');
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '21/11/2026 11:05 · ANA · adicionou os custos de uma seguradora Custos das seguradoras › ALFA SEGUROS › Prêmio de — para R$ 40.500,00',
      '20/11/2026 10:00 · Convidado · criou o registro',
    ]);
    expect(screen.getByRole('link', { name: 'Histórico' }).getAttribute('aria-current')).toBe('page');
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgroPrintView } from '../../../contract/agro-quotations';
import { signOut } from '../../../session/store';
import { AgroPrintPage } from './print-view';

const ID = '7f7a1d3e-3c2b-4f6a-9d8e-1a2b3c4d5e6f';

const VIEW: AgroPrintView = {
  id: ID,
  numero: 123,
  situacao: { id: 'aguardando_aprovacao', nome: 'Custos disponíveis, aguardando aprovação' },
  produto: { id: 'cafezal', nome: 'Café (cafezal)' },
  cobertura: { id: 'multirrisco', nome: 'Multirrisco (seca, geada, granizo, chuva excessiva, vento)' },
  convidado: true,
  grupo_economico: null,
  escritorio: { id: 'e1', nome: 'ESCRITÓRIO VARGINHA' },
  produtor: {
    documento: '52998224725',
    nome: 'JOSÉ DA SILVA',
    email: 'jose@fazenda.com.br',
    telefone: '35998765432',
  },
  propriedade: {
    nome: 'FAZENDA BOA VISTA',
    municipio: 'Varginha',
    uf: 'MG',
    codigo_ibge: '3170701',
    latitude: -21.55,
    longitude: -45.43,
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
    numero_plantas: 51_000,
    produtividade_sacas_ha: 32,
    classificacao_solo: { id: 'AD4', nome: 'AD4: água disponível média' },
  },
  grupo_operacao: { id: 'custeio', nome: 'Custeio agrícola (crédito rural)' },
  nivel_cobertura: 70,
  preco_unitario: 1250,
  importancia_segurada: 350_000,
  subvencao_percentual: 40,
  franquia_percentual: 10,
  observacoes: null,
  aprovacao: {
    custo_id: 'c1',
    seguradora: { id: 's1', nome: 'ALFA SEGUROS' },
    forma_pagamento: { id: 'a_vista', nome: 'À vista (boleto)' },
    premio: 12_345.67,
  },
  motivo_reprovacao: null,
  numero_proposta: 'PR-2026-0042',
  apolice: { numero: 'AP-2026-0042', vigencia_inicio: '2026-07-01', vigencia_fim: '2027-06-30' },
  justificativa_cancelamento: null,
  croqui: null,
  arquivos: [],
  token_impressao: 'tok-123',
  criado_por: null,
  criado_em: '2026-03-05T12:00:00Z',
  atualizado_em: '2026-03-06T12:00:00Z',
  custos: [
    {
      id: 'c1',
      cotacao_id: ID,
      seguradora: { id: 's1', nome: 'ALFA SEGUROS' },
      importancia_segurada: 350_000,
      taxa: 3.5,
      subvencao_percentual: 40,
      franquia_percentual: 10,
      validade: '2026-04-30',
      opcoes: [
        {
          forma_pagamento: { id: 'a_vista', nome: 'À vista (boleto)' },
          premio: 12_345.67,
          parcelas: 1,
          valor_parcela: 12_345.67,
        },
        {
          forma_pagamento: { id: 'parcelado_4x', nome: 'Parcelado em 4 vezes' },
          premio: 12_800,
          parcelas: 4,
          valor_parcela: 3200,
        },
      ],
      aprovada: { id: 'a_vista', nome: 'À vista (boleto)' },
      observacoes: null,
      criado_em: '2026-03-06T12:00:00Z',
    },
  ],
};

const requested: string[] = [];

beforeEach(async () => {
  await signOut();
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      const ok = url === `/v1/agro/cotacoes/${ID}/impressao?token=tok-123`;
      return Promise.resolve(
        new Response(
          JSON.stringify(
            ok ? VIEW : { error: 'proibido', error_description: 'Link de impressão inválido ou expirado.' },
          ),
          { status: ok ? 200 : 403, headers: { 'Content-Type': 'application/json' } },
        ),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(props: { token?: string; isTableView?: boolean; isGranizo?: boolean; loggedIn?: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AgroPrintPage
        id={ID}
        loggedIn={props.loggedIn ?? false}
        loginLink={<a href="/login">Entrar</a>}
        {...props}
      />
    </QueryClientProvider>,
  );
}

describe('the print view', () => {
  it('with the token, no login: header, producer, property, coffee block with the productivity table, cards', async () => {
    open({ token: 'tok-123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotação AGR-000123' })).toBeTruthy();
    expect(requested).toEqual([`/v1/agro/cotacoes/${ID}/impressao?token=tok-123`]);
    const text = document.body.textContent;
    expect(text).toContain('JOSÉ DA SILVA');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('Varginha – MG (IBGE 3170701)');
    expect(text).toContain('Criada em05/03/2026');
    expect(text).toContain('PropostaPR-2026-0042');
    expect(text).toContain('ApóliceAP-2026-0042 · vigência 01/07/2026 a 30/06/2027');
    expect(text).toContain('R$ 350.000,00');
    expect(screen.getByRole('table', { name: 'Produtividade segurada' })).toBeTruthy();
    // Cards (not isTableView): one per insurer, the approved payment form marked.
    expect(screen.queryByRole('table', { name: 'Custos por forma de pagamento' })).toBeNull();
    const costs = screen.getByRole('region', { name: 'Custos por forma de pagamento' });
    expect(within(costs).getByRole('heading', { name: 'ALFA SEGUROS' })).toBeTruthy();
    expect(costs.textContent).toContain('R$ 12.800,00 (4× R$ 3.200,00)');
    expect(screen.getByRole('region', { name: 'Opção aprovada' }).textContent).toContain('À vista (boleto)');
    expect(screen.getByRole('region', { name: 'Assinaturas' }).textContent).toContain(
      'Produtor · 529.982.247-25',
    );
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });

  it('isTableView: the costs as one table; isGranizo: the hail layout without the productivity table', async () => {
    open({ token: 'tok-123', isTableView: true, isGranizo: true });
    const table = await screen.findByRole('table', { name: 'Custos por forma de pagamento' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('À vista (boleto) (aprovada)');
    expect(screen.getByText(/Cobertura de granizo/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Produtividade segurada' })).toBeNull();
    expect(document.body.textContent).not.toContain('Produtividade esperada');
    expect(document.body.textContent).not.toContain('Nível de cobertura');
  });

  it('prints with the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open({ token: 'tok-123' });
    (await screen.findByRole('button', { name: 'Imprimir' })).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('a wrong token: a clear message, nothing of the quotation', async () => {
    open({ token: 'outro' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Link de impressão inválido ou expirado.');
    expect(alert.textContent).toContain('Peça à corretora um novo link desta cotação.');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('no token and nobody logged in: asks to log in, reads nothing', async () => {
    open({});
    expect((await screen.findByRole('alert')).textContent).toContain('entre no portal');
    expect(requested).toEqual([]);
  });
});

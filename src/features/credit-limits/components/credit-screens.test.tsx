import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../../contract/common';
import type {
  CreditConsult,
  CreditConsultRow,
  CreditFollowUp,
  CreditHistoryItem,
} from '../../../contract/credit-limits';
import type { ActionId } from '../../../contract/permissions';
import { useSession } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import type { ConsultHistorySearch, ConsultListSearch, FollowUpSearch } from '../search';
import { ConsultHistory } from './consult-history';
import { ConsultList } from './consult-list';
import { FollowUpList } from './follow-up-list';
import { LimitSummaryCard } from './limit-summary-card';

const GROUP = '2e4c6a8b-0000-4000-8000-000000000001';
const CONSULT = '2e4c6a8b-0000-4000-8000-000000000002';
const INSURER = '2e4c6a8b-0000-4000-8000-0000000000aa';

const consultRow: CreditConsultRow = {
  id: CONSULT,
  valor_solicitado: 2_500_000,
  status: { id: 'em_andamento', nome: 'Em andamento' },
  antecessora_id: '2e4c6a8b-0000-4000-8000-000000000003',
  seguradoras: 2,
  aprovadas: 1,
  maior_limite_vigente: 2_000_000,
  criado_em: '2026-11-20T13:00:00Z',
};

const answerOf = (nome: string, status: CreditHistoryItem['status'], fim: string): CreditHistoryItem => ({
  id: `${nome}-1`,
  seguradora: { id: `${nome}-id`, nome },
  status,
  limite_aprovado: 1_500_000,
  taxa_minima: 0.45,
  vigencia_inicio: '2025-01-01',
  vigencia_fim: fim,
  estrutura_ccg: { id: 'com_socios', nome: 'CCG com fiança dos sócios (pessoas físicas)' },
  tipo_regra_aprovacao: null,
  tipo_regra_premio: null,
  observacoes: null,
  canal: 'email',
  enviado_em: '2025-01-01T12:00:00Z',
  respondido_em: '2025-01-05T12:00:00Z',
  atualizado_em: '2025-01-05T12:00:00Z',
  consulta_id: CONSULT,
  valor_solicitado: 2_000_000,
  consulta_criada_em: '2025-01-01T12:00:00Z',
});

const OLDER = '2e4c6a8b-0000-4000-8000-000000000004';

const consult: CreditConsult = {
  id: CONSULT,
  grupo_economico: { id: GROUP, nome: 'CAFE DO SUL' },
  valor_solicitado: 2_500_000,
  status: { id: 'em_andamento', nome: 'Em andamento' },
  antecessora_id: null,
  observacoes: null,
  documentos: [],
  respostas: [
    {
      ...answerOf('ALFA SEGUROS', { id: 'aprovado', nome: 'Aprovado' }, '2030-12-31'),
      seguradora: { id: INSURER, nome: 'ALFA SEGUROS' },
    },
  ],
  cocorretagem: {
    consulta_id: CONSULT,
    grupo_economico: { id: GROUP, nome: 'CAFE DO SUL' },
    ativo: false,
    corretoras: [],
  },
  criado_por: null,
  criado_em: '2026-11-20T13:00:00Z',
  atualizado_em: '2026-11-20T13:00:00Z',
};

const followUp: CreditFollowUp = {
  resposta_id: '2e4c6a8b-0000-4000-8000-000000000009',
  consulta_id: CONSULT,
  grupo_economico: { id: GROUP, nome: 'CAFE DO SUL' },
  seguradora: { id: INSURER, nome: 'ALFA SEGUROS' },
  status: { id: 'aguardando', nome: 'Aguardando resposta' },
  enviado_em: '2026-10-01T12:00:00Z',
  dias: 54,
};

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      const body: unknown = url.includes('/limitescredito/historico')
        ? [
            answerOf('BETA SEGUROS', { id: 'vencido', nome: 'Vencido' }, '2025-12-31'),
            answerOf('ALFA SEGUROS', { id: 'aprovado', nome: 'Aprovado' }, '2030-12-31'),
            {
              ...answerOf('GAMA SEGUROS', { id: 'recusado', nome: 'Recusado' }, '2030-12-31'),
              consulta_id: OLDER,
            },
          ]
        : url.startsWith('/v1/seguradoras/suggest')
          ? [{ id: INSURER, nome: 'ALFA SEGUROS', logo: null }]
          : url.startsWith('/v1/auditoria')
            ? { items: [], total_count: 0 }
            : url.endsWith(`/limitescredito/${CONSULT}`)
              ? consult
              : url.includes('/acompanharseguradoras')
                ? ({ items: [followUp], total_count: 1 } satisfies Paged<CreditFollowUp>)
                : url.includes('/limitescredito')
                  ? ({ items: [consultRow], total_count: 1 } satisfies Paged<CreditConsultRow>)
                  : url.startsWith(`/v1/gruposeconomicos/${GROUP}`)
                    ? {
                        id: GROUP,
                        razao_social: 'CAFE DO SUL LTDA',
                        nome_fantasia: 'CAFE DO SUL',
                        cnpj: '11222333000181',
                      }
                    : [];
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ accessToken: null, grants: null });
});

const grants = (actions: ActionId[]) => ({ grants: { modules: ['cadastro' as const], actions } });
const LINKED = [
  '/grupo-economico/$groupId/limite-de-credito',
  '/grupo-economico/$groupId/limite-de-credito/nova-consulta',
  '/grupo-economico/$groupId/limite-de-credito/$consultId',
  '/acompanhar-seguradoras',
];

describe('ConsultList', () => {
  const search: ConsultListSearch = { page: 1, page_size: 5, direction: 'asc', vigencia: 'vigente' };

  it('asks for the URL filters, shows the consult and its renewal mark, and names the group in the title', async () => {
    renderScreenAt(
      `/grupo-economico/${GROUP}/limite-de-credito`,
      () => <ConsultList groupId={GROUP} search={search} onSearchChange={vi.fn()} />,
      { ...grants(['visualizar_grupo_economico']), linkedPaths: LINKED },
    );
    expect(await screen.findByText('Renovação')).toBeTruthy();
    expect(requested).toContain(
      `/v1/gruposeconomicos/${GROUP}/limitescredito?page=1&page_size=5&direction=asc&vigencia=vigente`,
    );
    expect(screen.getAllByText(/2\.500\.000,00/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Abrir consulta de 20/11/2026' }).getAttribute('href')).toBe(
      `/grupo-economico/${GROUP}/limite-de-credito/${CONSULT}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /CAFE DO SUL · 11\.222\.333\/0001-81/ }),
    ).toBeTruthy();
    // Without criar_grupo_economico there is no new consult, and the list has no text search.
    expect(screen.queryByRole('link', { name: /Nova consulta/ })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('offers Nova consulta to who may write, and puts a filter change in the URL on page 1', async () => {
    const onSearchChange = vi.fn();
    renderScreenAt(
      `/grupo-economico/${GROUP}/limite-de-credito`,
      () => <ConsultList groupId={GROUP} search={search} onSearchChange={onSearchChange} />,
      { ...grants(['visualizar_grupo_economico', 'criar_grupo_economico']), linkedPaths: LINKED },
    );
    expect((await screen.findByRole('link', { name: /Nova consulta/ })).getAttribute('href')).toBe(
      `/grupo-economico/${GROUP}/limite-de-credito/nova-consulta`,
    );
    fireEvent.change(screen.getByLabelText('Situação da resposta'), { target: { value: 'vencido' } });
    expect(onSearchChange).toHaveBeenCalledWith({ status: 'vencido', page: 1 });
  });

  it('names the insurer of a shared link, which holds only its id', async () => {
    renderScreenAt(
      `/grupo-economico/${GROUP}/limite-de-credito`,
      () => (
        <ConsultList
          groupId={GROUP}
          search={{ ...search, seguradora_id: INSURER }}
          onSearchChange={vi.fn()}
        />
      ),
      { ...grants(['visualizar_grupo_economico']), linkedPaths: LINKED },
    );
    await screen.findByText('Renovação');
    expect(requested).toContain(
      `/v1/gruposeconomicos/${GROUP}/limitescredito?page=1&page_size=5&direction=asc&vigencia=vigente&seguradora_id=${INSURER}`,
    );
    await vi.waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>('Seguradora').value).toBe('ALFA SEGUROS');
    });
  });
});

describe('ConsultHistory', () => {
  it("lists the group's answers over time, marks this consult's, links the others and filters by the consult's insurers in the URL", async () => {
    const onSearchChange = vi.fn();
    const search: ConsultHistorySearch = {};
    renderScreenAt(
      `/grupo-economico/${GROUP}/limite-de-credito/${CONSULT}/historico`,
      () => (
        <ConsultHistory groupId={GROUP} consultId={CONSULT} search={search} onSearchChange={onSearchChange} />
      ),
      { ...grants(['visualizar_grupo_economico']), linkedPaths: LINKED },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Histórico da consulta' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Respostas das seguradoras ao longo do tempo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Esta consultaBETA SEGUROSVencido/),
      expect.stringMatching(
        /^Esta consultaALFA SEGUROSAprovado.*1\.500\.000,00.*0,45%.*01\/01\/2025 a 31\/12\/2030/,
      ),
      expect.stringMatching(/^01\/01\/2025GAMA SEGUROSRecusado/),
    ]);
    expect(within(rows[2]!).getByRole('link', { name: '01/01/2025' }).getAttribute('href')).toBe(
      `/grupo-economico/${GROUP}/limite-de-credito/${OLDER}`,
    );
    expect(screen.getByRole('link', { name: 'Voltar para a consulta' }).getAttribute('href')).toBe(
      `/grupo-economico/${GROUP}/limite-de-credito/${CONSULT}`,
    );
    const insurer = screen.getByRole('combobox', { name: 'Seguradora' });
    await within(insurer).findByRole('option', { name: 'ALFA SEGUROS' });
    fireEvent.change(insurer, { target: { value: INSURER } });
    expect(onSearchChange).toHaveBeenCalledWith({ seguradora_id: INSURER }, { replace: true });
  });
});

describe('LimitSummaryCard', () => {
  it('shows each insurer limit, marks the expired one in words and leaves the refusal out', async () => {
    renderScreenAt(`/grupo-economico/${GROUP}`, () => <LimitSummaryCard groupId={GROUP} />, {
      ...grants(['visualizar_grupo_economico']),
      linkedPaths: LINKED,
    });
    const card = await screen.findByRole('region', { name: 'Limites de crédito' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /^ALFA SEGUROSVigente.*1\.500\.000,00.*0,45%.*sócios.*01\/01\/2025 até 31\/12\/2030$/,
      ),
      expect.stringMatching(/^BETA SEGUROSVencido/),
    ]);
    expect(within(card).queryByText('GAMA SEGUROS')).toBeNull();
  });
});

describe('FollowUpList', () => {
  it('shows how long each answer waits and marks the late ones', async () => {
    const search: FollowUpSearch = { page: 1, page_size: 5, direction: 'asc' };
    renderScreenAt(
      '/acompanhar-seguradoras',
      () => <FollowUpList search={search} onSearchChange={vi.fn()} />,
      {
        ...grants(['visualizar_grupo_economico']),
        linkedPaths: LINKED.filter((p) => p !== '/acompanhar-seguradoras'),
      },
    );
    expect(await screen.findByText('54 dias (atrasada)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CAFE DO SUL' }).getAttribute('href')).toBe(
      `/grupo-economico/${GROUP}/limite-de-credito/${CONSULT}`,
    );
  });
});

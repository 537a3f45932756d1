import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAuditAction, formatAuditChange } from '../../src/audit/format';
import type { AuditEntry, AuditedEntity } from '../../src/contract/audit';
import { AUDIT_FIELD_LABELS, AUDITED_ENTITY_IDS } from '../../src/contract/audit';
import type { Paged } from '../../src/contract/common';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { createUser } from './auth-helpers';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Body, Fixtures } from './route-samples';
import {
  brokerBody,
  contactBody,
  courtBody,
  createFixtures,
  groupSampleBody,
  insurerBody,
  invoiceSampleBody,
  modalityBody,
  officeBody,
  profileBody,
  reasonBody,
  SAMPLES,
  subBody,
  unitBody,
  userBody,
} from './route-samples';

// Every history must read like a sentence: labels for every field, names instead of ids, money as
// R$ 1.234,56 and dates as dd/mm/aaaa. For each audited kind of record this makes real changes
// through the API, reads GET /v1/auditoria and checks the text the 'Histórico' panel prints.

let server: TestServer;
let token: string;
let fx: Fixtures;
const ACTOR = 'Marta Auditora';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await server.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

beforeAll(async () => {
  server = await startTestServer();
  const actor = await createUser(server, { nome: ACTOR, areaId: 'geral' });
  token = await server.tokenWith({ sub: actor.id, modules: MODULE_IDS, actions: ACTION_IDS });
  fx = await createFixtures(server, token);
}, 60_000);
afterAll(() => server.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const SNAKE = /\b[a-z]+_[a-z0-9_]+\b/;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
/** A code shown as is ('email' as an answer's channel), not inside an address. */
const BARE_CODE = /(^|[\s(:–])(email|garantia|funcionario|agronegocio)($|[\s;,)–])/;

/** The changes, and the id of each record, made for every audited kind. */
const changes: Record<AuditedEntity, () => Promise<string>> = {
  tribunal: async () => {
    const id = (await call('POST', '/v1/judiciario/tribunais', courtBody('61'))).json<{ id: string }>().id;
    await call('PUT', `/v1/judiciario/tribunais/${id}`, {
      ...courtBody('61'),
      segmento: 5,
      nome: 'TRT TESTE',
    });
    return id;
  },
  vara: async () => {
    await call('PUT', `/v1/judiciario/tribunais/${fx.court}/unidades/${fx.unit}`, {
      ...unitBody('0001'),
      comarca: 'Santos',
    });
    return fx.unit;
  },
  seguradora: async () => {
    const modality = (await call('POST', '/v1/garantia/modalidades', modalityBody())).json<{ id: string }>()
      .id;
    const sub = (
      await call('POST', `/v1/garantia/modalidades/${modality}/submodalidades`, {
        ...subBody(),
        nome: 'SUB NOVA',
      })
    ).json<{ id: string }>().id;
    const id = (await call('POST', '/v1/seguradoras', insurerBody(fx))).json<{ id: string }>().id;
    await call('PUT', `/v1/seguradoras/${id}`, {
      ...insurerBody(fx),
      submodalidade_ids: [fx.sub, sub],
      emails: [{ email: 'outro@exemplo.com.br', descricao: 'Emissão' }],
    });
    return id;
  },
  contato_seguradora: async () => {
    await call('PUT', `/v1/seguradoras/${fx.insurer}/contatosrelacionamento/${fx.contact}`, {
      ...contactBody(),
      cargo: 'Diretor',
    });
    return fx.contact;
  },
  corretora: async () => {
    await call('PUT', `/v1/corretoras/${fx.broker}`, { ...brokerBody(), telefone: '(11) 3333-5555' });
    return fx.broker;
  },
  escritorio: async () => {
    await call('PUT', `/v1/escritorios/${fx.office}`, { ...officeBody(), cidade: 'Santos' });
    return fx.office;
  },
  usuario: async () => {
    const profile = (await call('POST', '/v1/perfisacesso/', profileBody())).json<{ id: string }>().id;
    await call('PUT', `/v1/usuarios/${fx.user}`, {
      ...userBody(fx),
      perfil_id: profile,
      area_id: 'agronegocio',
      estrutura_id: 'corretor_parceiro',
    });
    return fx.user;
  },
  perfil_acesso: async () => {
    await call('PUT', `/v1/perfisacesso/${fx.profile}`, {
      ...profileBody(),
      modulos: ['cadastro', 'cotacao'],
      acoes: ['visualizar_tribunal', 'visualizar_escritorio'],
    });
    return fx.profile;
  },
  modalidade: async () => {
    await call('PUT', `/v1/garantia/modalidades/${fx.modality}`, { ...modalityBody(), ordem: 2 });
    return fx.modality;
  },
  submodalidade: async () => {
    await call('PUT', `/v1/garantia/modalidades/${fx.modality}/submodalidades/${fx.sub}`, {
      ...subBody(),
      exige_processo: true,
    });
    return fx.sub;
  },
  motivo_cancelamento: async () => {
    const other = (await call('POST', '/v1/garantia/modalidades', modalityBody())).json<{ id: string }>().id;
    await call('PUT', `/v1/motivoscancelamento/${fx.reason}`, { ...reasonBody(fx), modalidade_ids: [other] });
    return fx.reason;
  },
  grupo_economico: async () => {
    const office = (await call('POST', '/v1/escritorios/', { ...officeBody(), nome: 'REGIONAL SUL' })).json<{
      id: string;
    }>().id;
    const current = (await call('GET', `/v1/gruposeconomicos/${fx.group}`)).json<Body>();
    await call('PUT', `/v1/gruposeconomicos/${fx.group}`, {
      ...groupSampleBody(fx),
      cnpj: current.cnpj ?? null,
      escritorio_id: office,
      status_id: 'aprovado',
      nome_fantasia: 'GRUPO NOVO',
      endereco: {
        cep: '01310-100',
        logradouro: 'Av. Paulista',
        numero: '1000',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    });
    return fx.group;
  },
  empresa: async () => {
    await call('PUT', `/v1/gruposeconomicos/${fx.group}/tomadores/${fx.company}`, {
      ...SAMPLES['PUT /v1/gruposeconomicos/:id/tomadores/:companyId']?.(fx),
      vigencia_maxima_meses: 24,
      subsidiaria: true,
    });
    return fx.company;
  },
  limite_credito: async () => {
    await call('PUT', `/v1/gruposeconomicos/${fx.group}/limitescredito/${fx.consult}`, {
      respostas: [
        {
          seguradora_id: fx.insurer,
          status: 'aprovado',
          limite_aprovado: 1_500_000,
          taxa_minima: 0.5,
          vigencia_inicio: '2026-01-01',
          vigencia_fim: '2027-01-01',
          estrutura_ccg: 'corporativa',
        },
      ],
      cocorretagem: { ativo: true, corretoras: [{ corretora_id: fx.broker, percentagem_participacao: 100 }] },
    });
    return fx.consult;
  },
  cotacao_garantia: async () => {
    await call('PUT', `/v1/garantia/cotacoes/${fx.quotation}/gerarcotacao`, { seguradora_ids: [fx.insurer] });
    await call('PUT', `/v1/garantia/cotacoes/${fx.quotation}/seguradora/${fx.insurer}/custos`, {
      premio: 1200.5,
      taxa: 1.2,
      comissao: 20,
      validade: '2030-01-31',
      observacoes: 'Custos',
    });
    return fx.quotation;
  },
  apolice: async () => {
    await call('POST', `/v1/garantia/apolices/${fx.policy}/endossos`, {
      numero: 'END-LEGIVEL',
      tipo_id: 'prorrogacao',
      data_efeito: '2026-06-01',
      nova_vigencia_fim: '2027-06-30',
    });
    return fx.policy;
  },
  fatura: async () => {
    const { id } = (await call('POST', '/v1/faturas', invoiceSampleBody(fx))).json<{ id: string }>();
    await call('PUT', `/v1/faturas/${id}/pagamento`, { pago_em: '2026-03-09', valor_pago: 1000 });
    await call('PUT', `/v1/faturas/${id}/inativar`, { motivo_id: 'substituida' });
    return id;
  },
  solicitacao_endosso: async () => {
    const url = `/v1/garantia/apolices/${fx.policy}/endossos/solicitacoes`;
    const { id } = (
      await call('POST', url, { tipo_id: 'aumento_is', data_efeito: '2026-07-01', valor: 1000 })
    ).json<{ id: string }>();
    await call('PUT', `${url}/${id}`, { tipo_id: 'aumento_is', data_efeito: '2026-07-01', valor: 2500 });
    await call('POST', `${url}/${id}/enviar`);
    return id;
  },
  cotacao_agro: async () => {
    await call(
      'PUT',
      `/v1/agro/cotacoes/${fx.agroQuotation}/croqui`,
      SAMPLES['PUT /v1/agro/cotacoes/:id/croqui']?.(fx),
    );
    await call(
      'POST',
      '/v1/agro/agricola/custo/adicionar',
      SAMPLES['POST /v1/agro/agricola/custo/adicionar']?.(fx),
    );
    return fx.agroQuotation;
  },
};

/** What a particular history must show, beyond reading well. */
const EXPECTED: Partial<Record<AuditedEntity, (string | RegExp)[]>> = {
  tribunal: ['Segmento de Justiça dos Estados e do Distrito Federal para Justiça do Trabalho'],
  seguradora: ['Sub-modalidades de', 'SUB NOVA'],
  usuario: [
    'Área de negócio de Garantia para Agronegócio',
    'Estrutura de Funcionário para Corretor parceiro',
  ],
  perfil_acesso: ['Visualizar escritório', 'Cotações'],
  grupo_economico: [/Escritório de FILIAL \w+ para REGIONAL SUL/, 'Nome fantasia de GRUPO para GRUPO NOVO'],
  limite_credito: [
    /Respostas das seguradoras › SEGURADORA \w+ › Situação de Aguardando resposta para Aprovado/i,
    'Limite aprovado de — para R$ 1.500.000,00',
    'Início da vigência de — para 01/01/2026',
    'Taxa mínima de — para 0,5%',
    /Cocorretagem › Corretoras › CORRETORA/i,
  ],
  cotacao_garantia: [
    'Prêmio de — para R$ 1.200,50',
    'Validade de — para 31/01/2030',
    'Comissão de — para 20%',
  ],
  fatura: [
    'Valor pago de — para R$ 1.000,00',
    'Data do pagamento de — para 09/03/2026',
    'Motivo da inativação de — para Substituída por outra fatura',
  ],
  apolice: ['Fim da vigência atual de 10/01/2027 para 30/06/2027'],
  cotacao_agro: ['Croqui › Polígono de — para 3 pontos', 'R$ 40.500,00', 'Franquia: 20%'],
};

describe('every history reads as a sentence', () => {
  it.each(AUDITED_ENTITY_IDS)('%s', async (entidade) => {
    const id = await changes[entidade]();
    const res = await call('GET', `/v1/auditoria?entidade=${entidade}&entidade_id=${id}&page_size=100`);
    const entries = res.json<Paged<AuditEntry>>().items;
    const edits = entries.filter((e) => e.acao !== 'criar');
    expect(edits.length, 'a change was recorded').toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.usuario.nome).toBe(ACTOR);
      for (const change of entry.alteracoes) {
        const field = change.campo.split('.')[0] ?? '';
        expect(AUDIT_FIELD_LABELS[entidade][field], `label of ${entidade}.${field}`).toBeDefined();
        expect(change.rotulo).not.toMatch(SNAKE);
        // Creates print 'criou o registro', but their changes must read well too.
        const text = formatAuditChange(change);
        expect(text).not.toMatch(UUID);
        expect(text).not.toMatch(SNAKE);
        expect(text).not.toMatch(ISO_DATE);
        expect(text).not.toMatch(BARE_CODE);
      }
    }
    const lines = edits.map(formatAuditAction).join('\n');
    for (const wanted of EXPECTED[entidade] ?? []) expect(lines).toMatch(wanted);
  });
});

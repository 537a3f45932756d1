import crypto from 'node:crypto';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { critiques, quotations } from '../../server/db/schema';
import type { TestServer } from './harness';

// Valid bodies for the write routes of the route table, and one record of each kind to point path
// parameters at: the input fuzz test and the bad-input tests build their hostile requests from them.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Body = Record<string, Json>;

export interface Fixtures {
  court: string;
  unit: string;
  profile: string;
  user: string;
  office: string;
  reason: string;
  insurer: string;
  contact: string;
  broker: string;
  modality: string;
  sub: string;
  /** An economic group and one of its borrowers. */
  group: string;
  company: string;
  /** A credit-limit consult of `group`. */
  consult: string;
  /** A guarantee quotation of `company` (stored directly: the token's user holds no quote permission) and its critique. */
  quotation: string;
  critique: string;
  /** An agro (coffee) quotation, created through the API. */
  agroQuotation: string;
  /** A policy registered by hand for `company`, and one endorsement of it. */
  policy: string;
  endorsement: string;
}

export const FORM_ROUTES = new Set(['POST /connect/token', 'POST /connect/guestToken']);
/** Read as multipart by its own code, fuzzed apart below. */
export const MULTIPART_ROUTES = new Set([
  'POST /arquivos/upload',
  // The legacy import streams its CSV/XLSX to disk (tests/server/legacy-import.test.ts).
  'POST /v1/importacoeslegado',
  // The agro quotation's photos and signed card read the same multipart form.
  'POST /v1/agro/cotacoes/:id/fotos',
  'POST /v1/agro/agricola/custo/arquivo/upload',
  'POST /v1/agro/agricola/custo/arquivoCafezal/upload',
]);

const unique = () => crypto.randomUUID().slice(0, 8).toUpperCase();

export const officeBody = (): Body => ({
  nome: `Filial ${unique()}`,
  cidade: 'Campinas',
  uf: 'SP',
  telefone: null,
});
export const courtBody = (codigo: string): Body => ({
  segmento: 8,
  codigo_tr: codigo,
  sigla: `T${codigo}`,
  nome: `Tribunal Teste ${codigo}`,
  uf: 'SP',
});
export const unitBody = (codigo: string): Body => ({ codigo, nome: `Vara ${codigo}`, comarca: 'Campinas' });
export const profileBody = (): Body => ({
  nome: `Perfil ${unique()}`,
  modulos: ['cadastro'],
  acoes: ['visualizar_tribunal'],
  estruturas: [{ estrutura_id: 'funcionario', posicao: 'analista' }],
});
export const userBody = (fx: Pick<Fixtures, 'profile' | 'office'>): Body => ({
  nome: 'Pessoa Teste',
  apelido: 'pessoa',
  email: `pessoa.${unique().toLowerCase()}@teste.local`,
  perfil_id: fx.profile,
  area_id: 'garantia',
  posicao: 'analista',
  estrutura_id: 'funcionario',
  escritorio_id: fx.office,
});
export const modalityBody = (): Body => ({ nome: `Modalidade ${unique()}`, descricao: 'Teste', ordem: 1 });
export const subBody = (): Body => ({ nome: `Sub ${unique()}`, descricao: 'Teste' });
export const reasonBody = (fx: Pick<Fixtures, 'modality'>): Body => ({
  nome: `Motivo ${unique()}`,
  modalidade_ids: [fx.modality],
});
export const insurerBody = (fx: Pick<Fixtures, 'sub'>): Body => ({
  nome: `Seguradora ${unique()}`,
  razao_social: 'Seguradora Teste S.A.',
  cnpj: generateCnpj(),
  codigo_susep: '05118',
  site: 'https://www.exemplo.com.br',
  telefone: '(11) 3003-0000',
  emails: [{ email: 'cotacao@exemplo.com.br', descricao: 'Cotações' }],
  submodalidade_ids: [fx.sub],
});
export const contactBody = (): Body => ({
  nome: `Contato ${unique()}`,
  email: 'contato@exemplo.com.br',
  telefone: '(11) 99999-0000',
  cargo: 'Gerente',
});
export const brokerBody = (): Body => ({
  razao_social: `Corretora ${unique()} Ltda`,
  nome_fantasia: 'Corretora',
  cnpj: generateCnpj(),
  codigo_susep: '12345',
  email: 'contato@corretora.com.br',
  telefone: '(11) 3333-4444',
  contato: 'Fulano',
});

export const groupSampleBody = (fx: Pick<Fixtures, 'user' | 'office' | 'contact'>): Body => ({
  cnpj: generateCnpj(),
  razao_social: `Grupo ${unique()} Ltda`,
  nome_fantasia: 'Grupo',
  endereco: { cep: '01310-100', logradouro: 'Av. Paulista', cidade: 'São Paulo', uf: 'SP' },
  telefone: '(11) 3333-4444',
  email: 'contato@grupo.com.br',
  status_id: 'em_analise',
  responsavel_id: fx.user,
  escritorio_id: fx.office,
  contato_ids: [fx.contact],
});
export const companySampleBody = (): Body => ({
  cnpj: generateCnpj(),
  razao_social: `Tomador ${unique()} Ltda`,
  nome_fantasia: null,
  subsidiaria: false,
  vigencia_maxima_meses: 36,
});

/** A valid body for every write route (keyed `METHOD url` as the route table has it). */
export const policySampleBody = (
  fx: Pick<Fixtures, 'insurer' | 'group' | 'company' | 'modality' | 'sub'>,
): Body => ({
  numero: `APO-${unique()}`,
  seguradora_id: fx.insurer,
  grupo_economico_id: fx.group,
  tomador_id: fx.company,
  modalidade_id: fx.modality,
  submodalidade_id: fx.sub,
  tipo_emissao_id: 'nova',
  segurado: { tipo: 'PJ', documento: '46.395.000/0001-39', nome: 'Município de Teste' },
  importancia_segurada: 500_000,
  premio: 6000,
  comissao: 20,
  emitida_em: '2026-01-10',
  vigencia_inicio: '2026-01-10',
  vigencia_fim: '2027-01-10',
});

export const invoiceSampleBody = (fx: Pick<Fixtures, 'policy'>): Body => ({
  apolice_id: fx.policy,
  numero: `FAT-${unique()}`,
  parcela: 1,
  parcelas: 1,
  valor: 1000,
  vencimento: '2026-03-10',
  observacoes: 'Boleto enviado por e-mail.',
});

export const SAMPLES: Record<string, (fx: Fixtures) => Body> = {
  'POST /connect/token': () => ({
    grant_type: 'password',
    username: 'ninguem@teste.local',
    password: 'Senha-Errada-1',
    client_id: 'portal',
  }),
  'POST /connect/guestToken': () => ({ client_id: 'portal' }),
  'PUT /v1/usuarios/esqueci-senha': () => ({ email: 'ninguem@teste.local' }),
  'PUT /v1/usuarios/recuperar-senha': () => ({ token: 'token-qualquer', senha: 'Outra-Senha-123' }),
  'PUT /v1/me': () => ({ nome: 'Administrador', apelido: 'ADM', telefone: '(11) 99999-9999' }),
  'PUT /v1/me/alterar-senha': () => ({ senha_atual: 'nao-e-a-senha', nova_senha: 'Outra-Senha-123' }),
  'PUT /v1/me/aceitar-termos': () => ({}),
  'POST /v1/judiciario/tribunais': () => courtBody('97'),
  'PUT /v1/judiciario/tribunais/:id': () => courtBody('98'),
  'POST /v1/judiciario/tribunais/:id/unidades': () => unitBody('0002'),
  'PUT /v1/judiciario/tribunais/:id/unidades/:vara': () => unitBody('0001'),
  'POST /v1/perfisacesso/': profileBody,
  'PUT /v1/perfisacesso/:id': profileBody,
  'POST /v1/usuarios/': userBody,
  'PUT /v1/usuarios/:id': userBody,
  'POST /v1/escritorios/': officeBody,
  'PUT /v1/escritorios/:id': officeBody,
  'POST /v1/motivoscancelamento/': reasonBody,
  'PUT /v1/motivoscancelamento/:id': reasonBody,
  'POST /v1/seguradoras': insurerBody,
  'PUT /v1/seguradoras/:id': insurerBody,
  'POST /v1/seguradoras/:id/contatosrelacionamento': contactBody,
  'PUT /v1/seguradoras/:id/contatosrelacionamento/:contato': contactBody,
  'POST /v1/corretoras': brokerBody,
  'PUT /v1/corretoras/:id': brokerBody,
  'POST /v1/garantia/modalidades': modalityBody,
  'PUT /v1/garantia/modalidades/:id': modalityBody,
  'POST /v1/garantia/modalidades/:id/submodalidades': subBody,
  'PUT /v1/garantia/modalidades/:id/submodalidades/:sub': subBody,
  'POST /v1/gruposeconomicos': groupSampleBody,
  'PUT /v1/gruposeconomicos/:id': groupSampleBody,
  'POST /v1/gruposeconomicos/:id/tomadores': companySampleBody,
  'PUT /v1/gruposeconomicos/:id/tomadores/:companyId': companySampleBody,
  'POST /v1/gruposeconomicos/:id/limitescredito/consultarmercado': (fx) => ({
    valor_solicitado: 1_500_000.5,
    seguradora_ids: [fx.insurer],
  }),
  'POST /v1/gruposeconomicos/:id/limitescredito/:consultId/renovar': () => ({}),
  'PUT /v1/gruposeconomicos/:id/limitescredito/:consultId': (fx) => ({
    respostas: [{ seguradora_id: fx.insurer, status: 'em_analise' }],
    cocorretagem: { ativo: true, corretoras: [{ corretora_id: fx.broker, percentagem_participacao: 100 }] },
  }),
  'PUT /v1/gruposeconomicos/tomadores/:taker/favoritar': () => ({}),
  'PUT /v1/gruposeconomicos/tomadores/:taker/desfavoritar': () => ({}),
  'PUT /v1/usuarios/:id/carteira/migrar/': (fx) => ({ destino_id: fx.user, grupo_ids: [fx.group] }),
  'PUT /v1/seguradoras/:seg/contatosrelacionamento/:contato/carteira/migrar': (fx) => ({
    destino_id: fx.contact,
    todos: true,
  }),
  'POST /v1/garantia/cotacoes': (fx) => quotationSample(fx),
  'PUT /v1/garantia/cotacoes/:id': (fx) => quotationSample(fx),
  'PUT /v1/garantia/cotacoes/:id/gerarcotacao': (fx) => ({ seguradora_ids: [fx.insurer] }),
  'PUT /v1/garantia/cotacoes/:id/cancelar': () => ({ justificativa: 'Cliente desistiu.' }),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/custos': () => ({
    premio: 1200.5,
    taxa: 1.2,
    comissao: 20,
    validade: '2030-01-31',
    observacoes: 'Custos',
  }),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/custos/reativar': () => ({}),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/declinar': () => ({ motivo: 'Sem apetite.' }),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/formalizarcotacaosolicitarminuta': () => ({
    justificativa_limite: 'Aprovado pela diretoria.',
  }),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/minuta/solicitar': () => ({}),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/minuta/recusar': () => ({ motivo: 'Cláusula errada.' }),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/minuta/aprovar': () => ({}),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/minuta/solicitaraprovacao': () => ({}),
  'PUT /v1/garantia/cotacoes/:id/seguradora/:seg/minuta/remover': () => ({}),
  'POST /v1/garantia/cotacoes/:id/minuta': (fx) => ({ arquivo_id: fx.insurer }),
  'PUT /v1/garantia/cotacoes/:id/minuta/aprovar': () => ({}),
  'PUT /v1/garantia/cotacoes/:id/minuta/solicitaraprovacao': () => ({}),
  'PUT /v1/garantia/cotacoes/:id/minuta/recusar': () => ({ motivo: 'Cláusula errada.' }),
  'PUT /v1/garantia/cotacoes/:id/minuta/registrardeclinio': () => ({ motivo: 'Sem apetite.' }),
  'POST /v1/faturas': (fx) => invoiceSampleBody(fx),
  'POST /v1/faturas/parcelas': (fx) => ({
    apolice_id: fx.policy,
    parcelas: [
      { numero: `FAT-${unique()}-1`, valor: 500.01, vencimento: '2026-03-10' },
      { numero: `FAT-${unique()}-2`, valor: 500, vencimento: '2026-04-10' },
    ],
  }),
  'PUT /v1/faturas/:id': (fx) => {
    const { apolice_id: _policy, ...body } = invoiceSampleBody(fx);
    return body;
  },
  'PUT /v1/faturas/:id/pagamento': () => ({ pago_em: '2026-03-09', valor_pago: 1000 }),
  'PUT /v1/faturas/:id/inativar': () => ({ motivo_id: 'emitida_com_erro', observacao: 'Valor errado.' }),
  'PUT /v1/importacoeslegado/:id/confirmar': () => ({}),
  'PUT /v1/importacoeslegado/:id/cancelar': () => ({}),
  'POST /v1/garantia/apolices': (fx) => policySampleBody(fx),
  'PUT /v1/garantia/apolices/:id': (fx) => ({ ...policySampleBody(fx), numero: 'APO-FIXA-1' }),
  'POST /v1/garantia/apolices/:id/endossos': () => ({
    numero: `END-${unique()}`,
    tipo_id: 'alteracao_cadastral',
    data_efeito: '2026-03-01',
    descricao: 'Endereço do segurado.',
  }),
  'PUT /v1/garantia/apolices/:id/endossos/:endosso': () => ({
    numero: 'END-FIXO-1',
    tipo_id: 'aumento_is',
    data_efeito: '2026-02-01',
    valor: 1000,
  }),
  'POST /v1/garantia/apolices/:id/endossos/solicitacoes': () => ({
    tipo_id: 'prorrogacao',
    data_efeito: '2026-03-01',
    nova_vigencia_fim: '2099-12-31',
  }),
  'PUT /v1/garantia/apolices/:id/endossos/solicitacoes/:endosso': () => ({
    tipo_id: 'aumento_is',
    data_efeito: '2026-03-01',
    valor: 1000,
  }),
  'POST /v1/garantia/apolices/:id/endossos/solicitacoes/:endosso/enviar': () => ({}),
  'POST /v1/garantia/apolices/:id/endossos/solicitacoes/:endosso/cancelar': () => ({}),
  'POST /v1/garantia/apolices/:id/endossos/solicitacoes/:endosso/reprovar': () => ({
    motivo: 'Sem cobertura.',
  }),
  'POST /v1/garantia/apolices/:id/endossos/solicitacoes/:endosso/aceitar': () => ({
    numero: `END-${unique()}`,
  }),
  'POST /v1/garantia/apolices/:apolice/endossos/solicitacoes/:id/criticas': () => ({
    texto: 'Falta o aditivo.',
  }),
  'POST /v1/garantia/apolices/:apolice/endossos/solicitacoes/:id/criticas/:critica/reenviar': () => ({}),
  'PUT /v1/garantia/apolices/:apolice/endossos/solicitacoes/:id/criticas/:critica/regularizar': () => ({
    resolucao: 'Recebido.',
  }),
  'POST /v1/garantia/apolices/:id/cancelamento/solicitacao': (fx) => ({
    data_efeito: '2026-03-01',
    motivo_cancelamento_id: fx.reason,
  }),
  'POST /v1/garantia/apolices/:id/cancelamento/reprovacao': () => ({ motivo: 'Contrato vigente.' }),
  'POST /v1/garantia/cotacoes/:id/apolice': () => ({
    numero: '1007500012345',
    emitida_em: '2026-01-10',
    vigencia_inicio: '2026-01-10',
    vigencia_fim: '2027-01-10',
    premio: 1200.5,
  }),
  'PUT /v1/garantia/cotacoes/:id/apolice/solicitarparaseguradora': () => ({}),
  'POST /v1/garantia/cotacoes/:id/criticas': () => ({ texto: 'Falta o contrato.' }),
  'POST /v1/garantia/cotacoes/:id/criticas/:critica/reenviar': () => ({}),
  'PUT /v1/garantia/cotacoes/:id/criticas/:critica/regularizar': () => ({ resolucao: 'Recebido.' }),
  'POST /v1/garantia/emails/:id/email/enviar': (fx) => ({
    seguradora_ids: [fx.insurer],
    mensagem: 'Urgente.',
  }),
  'POST /v1/:area/permissoes': (fx) => ({
    targetId: fx.user,
    grupoEconomicoId: null,
    submodalidadeids: [fx.sub],
  }),
  // Agro quotations.
  'POST /v1/agro/cotacoes': (fx) => agroQuotationSample(fx),
  'PUT /v1/agro/cotacoes/:id/cancelar': () => ({ motivo: 'Produtor desistiu.' }),
  'PUT /v1/agro/cotacoes/:id/croqui': () => ({
    poligono: [
      { latitude: -21.3, longitude: -46.7 },
      { latitude: -21.31, longitude: -46.7 },
      { latitude: -21.31, longitude: -46.71 },
    ],
    pontos: [{ latitude: -21.305, longitude: -46.705 }],
  }),
  'POST /v1/agro/agricola/custo/adicionar': (fx) => ({
    cotacao_id: fx.agroQuotation,
    seguradora_id: fx.insurer,
    importancia_segurada: 900_000,
    taxa: 4.5,
    subvencao_percentual: 40,
    franquia_percentual: 20,
    validade: '2030-01-31',
    opcoes: [
      { forma_pagamento: 'a_vista', premio: 40_500, parcelas: 1 },
      { forma_pagamento: 'parcelado_4x', premio: 42_000, parcelas: 4 },
    ],
    observacoes: 'Custos',
  }),
  'PUT /v1/agro/agricola/custo/:id/aprovar/:forma': () => ({}),
  'PUT /v1/agro/agricola/custo/:id/aprovarcafezal/:forma': () => ({}),
  'PUT /v1/agro/agricola/custo/card/:id/gerar': () => ({}),
  'PUT /v1/agro/agricola/custo/card/:id/gerarCafezal': () => ({}),
  'PUT /v1/agro/agricola/custo/arquivo/aprovar': (fx) => ({ cotacao_id: fx.agroQuotation }),
  'PUT /v1/agro/agricola/custo/arquivo/reprovar': (fx) => ({
    cotacao_id: fx.agroQuotation,
    motivo: 'Assinatura ilegível.',
  }),
  'PUT /v1/agro/agricola/custo/:id/proposta': () => ({ numero_proposta: 'PROP-2026-0001' }),
  'PUT /v1/agro/agricola/custo/:id/propostaCafezal': () => ({ numero_proposta: 'PROP-2026-0001' }),
  'PUT /v1/agro/agricola/custo/:id/apolice': () => agroPolicySample(),
  'PUT /v1/agro/agricola/custo/:id/apoliceCafezal': () => agroPolicySample(),
};

const agroPolicySample = (): Body => ({
  numero_apolice: '1007500012345',
  vigencia_inicio: '2026-07-01',
  vigencia_fim: '2027-06-30',
});

/** A coffee quotation of a producer in Guaxupé (MG). */
export function agroQuotationSample(fx?: Pick<Fixtures, 'group'>): Body {
  return {
    ...(fx ? { grupo_economico_id: fx.group } : {}),
    produto: 'cafezal',
    cobertura: 'multirrisco',
    produtor: { documento: generateCpf(), nome: 'José Aparecido da Silva', telefone: '35999990000' },
    propriedade: {
      nome: 'Fazenda Boa Vista',
      municipio: 'Guaxupé',
      uf: 'MG',
      codigo_ibge: '3128709',
      latitude: -21.305,
      longitude: -46.7081,
      area_ha: 25.5,
    },
    cafezal: {
      especie_id: 'arabica',
      variedade_id: 'catuai_vermelho',
      sistema_cultivo_id: 'convencional_sequeiro',
      ano_plantio: 2015,
      espacamento_linhas_m: 3.5,
      espacamento_plantas_m: 0.7,
      numero_plantas: 104_000,
      produtividade_sacas_ha: 35,
      classificacao_solo_id: 'AD4',
    },
    grupo_operacao_id: 'custeio',
    nivel_cobertura: 70,
    preco_unitario: 1200,
  };
}

function quotationSample(fx: Fixtures): Body {
  return {
    grupo_economico_id: fx.group,
    tomador_id: fx.company,
    modalidade_id: fx.modality,
    submodalidade_id: fx.sub,
    tipo_emissao_id: 'nova',
    segurado: {
      tipo: 'PJ',
      documento: '46395000000139',
      nome: 'MUNICÍPIO DE TESTE',
      cep: '01001-000',
      uf: 'SP',
    },
    importancia_segurada: 500_000,
    vigencia_inicio: '2026-01-10',
    vigencia_fim: '2027-01-10',
    recurso: null,
    processo: null,
    objeto: '<p>Obra</p>',
  };
}

async function created(server: TestServer, token: string, url: string, body: Body): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** One record of each kind, created through the API as `token`'s user. */
export async function createFixtures(server: TestServer, token: string): Promise<Fixtures> {
  const create = (url: string, body: Body) => created(server, token, url, body);
  const office = await create('/v1/escritorios/', officeBody());
  const profile = await create('/v1/perfisacesso/', profileBody());
  const modality = await create('/v1/garantia/modalidades', modalityBody());
  const sub = await create(`/v1/garantia/modalidades/${modality}/submodalidades`, subBody());
  const court = await create('/v1/judiciario/tribunais', courtBody('98'));
  const insurer = await create('/v1/seguradoras', insurerBody({ sub }));
  const user = await create('/v1/usuarios/', userBody({ profile, office }));
  const contact = await create(`/v1/seguradoras/${insurer}/contatosrelacionamento`, contactBody());
  const group = await create('/v1/gruposeconomicos', groupSampleBody({ user, office, contact }));
  const company = await create(`/v1/gruposeconomicos/${group}/tomadores`, companySampleBody());
  const [quotation] = await server.database.db
    .insert(quotations)
    .values({
      grupoId: group,
      tomadorId: company,
      tomadorNome: 'TOMADOR DE TESTE',
      modalidadeId: modality,
      submodalidadeId: sub,
      tipoEmissao: 'nova',
      seguradoTipo: 'PJ',
      seguradoDocumento: '46395000000139',
      seguradoNome: 'MUNICÍPIO DE TESTE',
      importanciaSegurada: 500_000,
      vigenciaInicio: '2026-01-10',
      vigenciaFim: '2027-01-10',
    })
    .returning({ id: quotations.id });
  if (!quotation) throw new Error('fixture: cotação');
  const [critique] = await server.database.db
    .insert(critiques)
    .values({ entidade: 'cotacao_garantia', entidadeId: quotation.id, texto: 'Crítica de teste.' })
    .returning({ id: critiques.id });
  if (!critique) throw new Error('fixture: crítica');
  const policy = await create(
    '/v1/garantia/apolices',
    policySampleBody({ insurer, group, company, modality, sub }),
  );
  const endorsement = await create(`/v1/garantia/apolices/${policy}/endossos`, {
    numero: 'END-FIXO-1',
    tipo_id: 'aumento_is',
    data_efeito: '2026-02-01',
    valor: 1000,
  });
  return {
    policy,
    endorsement,
    quotation: quotation.id,
    critique: critique.id,
    agroQuotation: await create('/v1/agro/cotacoes', agroQuotationSample({ group })),
    office,
    profile,
    modality,
    sub,
    court,
    insurer,
    unit: await create(`/v1/judiciario/tribunais/${court}/unidades`, unitBody('0001')),
    user,
    reason: await create('/v1/motivoscancelamento/', reasonBody({ modality })),
    contact,
    broker: await create('/v1/corretoras', brokerBody()),
    group,
    company,
    consult: await create(`/v1/gruposeconomicos/${group}/limitescredito/consultarmercado`, {
      valor_solicitado: 1_000_000,
      seguradora_ids: [insurer],
    }),
  };
}

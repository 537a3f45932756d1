import * as v from 'valibot';
import { pageNumber, uuid } from './common';
import type { ActionId, ModuleId } from './permissions';
import { profileAccess } from './manifests/access-profiles';
import { agroQuotationAccess } from './manifests/agro-quotations';
import { brokerAccess } from './manifests/brokers';
import { reasonAccess } from './manifests/cancellation-reasons';
import { courtAccess } from './manifests/courts';
import { creditLimitAccess } from './manifests/credit-limits';
import { economicGroupAccess } from './manifests/economic-groups';
import { insurerAccess } from './manifests/insurers';
import { modalityAccess } from './manifests/modalities';
import { officeAccess } from './manifests/offices';
import { policyAccess } from './manifests/policies';
import { quotationAccess } from './manifests/quotations';
import { userAccess } from './manifests/users';

/** A `view` access of a manifest: one module and, unless the module alone opens it, one action. */
type ViewAccess = { readonly module: ModuleId; readonly action?: ActionId };

/**
 * The audited record types and how each is named on screen. The key is the `entidade` of
 * GET /v1/auditoria and of the `auditoria` table.
 */
export const AUDITED_ENTITIES = {
  tribunal: 'Tribunal',
  vara: 'Vara',
  seguradora: 'Seguradora',
  contato_seguradora: 'Contato da seguradora',
  corretora: 'Corretora',
  escritorio: 'Escritório',
  usuario: 'Usuário',
  perfil_acesso: 'Perfil de acesso',
  modalidade: 'Modalidade',
  submodalidade: 'Sub-modalidade',
  motivo_cancelamento: 'Motivo de cancelamento',
  grupo_economico: 'Grupo econômico',
  empresa: 'Tomador ou filial',
  limite_credito: 'Consulta de limite de crédito',
  cotacao_garantia: 'Cotação de garantia',
  cotacao_agro: 'Cotação agro',
  apolice: 'Apólice',
} as const;
export type AuditedEntity = keyof typeof AUDITED_ENTITIES;
export const AUDITED_ENTITY_IDS = Object.keys(AUDITED_ENTITIES) as [AuditedEntity, ...AuditedEntity[]];

/** What a change did to its record. */
export const AUDIT_ACTIONS = {
  criar: 'criou',
  alterar: 'alterou',
  // The guarantee quotation's workflow actions (server/domains/quotations/workflow.ts).
  editar: 'alterou os dados',
  gerar_cotacao: 'gerou a cotação com as seguradoras',
  registrar_custos: 'registrou custos',
  declinar_custo: 'declinou a cotação de uma seguradora',
  reativar_custo: 'reativou a cotação de uma seguradora',
  escolher_seguradora: 'escolheu a seguradora e solicitou a minuta',
  solicitar_minuta: 'solicitou a minuta à seguradora',
  inserir_minuta: 'inseriu a minuta',
  solicitar_aprovacao_minuta: 'solicitou a aprovação da minuta',
  aprovar_minuta: 'aprovou a minuta',
  recusar_minuta: 'recusou a minuta',
  remover_minuta: 'removeu a minuta',
  registrar_declinio_minuta: 'registrou o declínio da minuta',
  solicitar_apolice: 'solicitou a apólice à seguradora',
  inserir_apolice: 'inseriu a apólice',
  cancelar: 'cancelou',
  criticar: 'registrou uma crítica',
  reenviar_critica: 'reenviou uma crítica',
  regularizar_critica: 'regularizou uma crítica',
  enviar_email: 'enviou e-mail às seguradoras',
  // The agro quotation's workflow actions (server/domains/agro-quotations/workflow.ts).
  adicionar_custo: 'adicionou os custos de uma seguradora',
  aprovar_forma_pagamento: 'aprovou uma forma de pagamento',
  gerar_card: 'gerou o cartão de adesão',
  enviar_arquivo: 'enviou o cartão assinado',
  aprovar_arquivo: 'aprovou o cartão assinado',
  reprovar_arquivo: 'reprovou o cartão assinado',
  registrar_proposta: 'registrou a proposta',
  emitir_apolice: 'registrou a apólice',
  enviar_foto: 'enviou uma foto',
  salvar_croqui: 'salvou o croqui',
  // A policy's endorsements are audited on the policy (server/domains/policies).
  registrar_endosso: 'registrou um endosso',
  alterar_endosso: 'alterou um endosso',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** One changed field: its wire name, its label on screen, and its value before and after. */
export interface AuditChange {
  campo: string;
  rotulo: string;
  antes: unknown;
  depois: unknown;
}

/** One row of GET /v1/auditoria: who changed what, when (newest first). */
export interface AuditEntry {
  id: string;
  entidade: AuditedEntity;
  entidade_id: string;
  acao: AuditAction;
  usuario: { id: string; nome: string };
  criado_em: string;
  alteracoes: AuditChange[];
}

/** GET /v1/auditoria?entidade=&entidade_id=&page=&page_size= (paged, newest first). */
export const auditQuery = v.object({
  entidade: v.picklist(AUDITED_ENTITY_IDS, 'Tipo de registro inválido.'),
  entidade_id: uuid('Registro inválido.'),
  page: pageNumber,
  page_size: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.integer('O tamanho da página deve ser um número inteiro.'),
      v.minValue(1, 'O tamanho da página deve estar entre 1 e 100.'),
      v.maxValue(100, 'O tamanho da página deve estar entre 1 e 100.'),
    ),
    20,
  ),
});

/**
 * Who may read an entity's history: whoever may view the entity, i.e. the `view` access of its
 * domain's manifest (the one its own GET requires).
 */
export const AUDIT_VIEW_ACCESS: Record<AuditedEntity, ViewAccess> = {
  tribunal: courtAccess.view,
  vara: courtAccess.view,
  seguradora: insurerAccess.view,
  contato_seguradora: insurerAccess.view,
  corretora: brokerAccess.view,
  escritorio: officeAccess.view,
  usuario: userAccess.view,
  perfil_acesso: profileAccess.view,
  modalidade: modalityAccess.view,
  submodalidade: modalityAccess.view,
  motivo_cancelamento: reasonAccess.view,
  grupo_economico: economicGroupAccess.view,
  empresa: economicGroupAccess.view,
  limite_credito: creditLimitAccess.view,
  cotacao_garantia: quotationAccess.view,
  cotacao_agro: agroQuotationAccess.view,
  apolice: policyAccess.detail,
};

const COMMON_LABELS = { nome: 'Nome', ativo: 'Situação', descricao: 'Descrição' } as const;
const CONTACT_LABELS = { email: 'E-mail', telefone: 'Telefone' } as const;
const COMPANY_LABELS = {
  cnpj: 'CNPJ',
  razao_social: 'Razão social',
  nome_fantasia: 'Nome fantasia',
  subsidiaria: 'Filial',
  atividade_principal: 'Atividade principal (CNAE)',
  endereco: 'Endereço',
} as const;

/**
 * The label of each audited field on screen, per entity (the `rotulo` of GET /v1/auditoria). A field
 * missing here shows under its wire name.
 */
export const AUDIT_FIELD_LABELS: Record<AuditedEntity, Readonly<Record<string, string>>> = {
  tribunal: {
    ...COMMON_LABELS,
    codigo: 'Código',
    segmento: 'Segmento',
    codigo_tr: 'Código do tribunal',
    sigla: 'Sigla',
    uf: 'UF',
  },
  vara: { ...COMMON_LABELS, tribunal_id: 'Tribunal', codigo: 'Código', comarca: 'Comarca' },
  seguradora: {
    ...COMMON_LABELS,
    ...CONTACT_LABELS,
    razao_social: 'Razão social',
    cnpj: 'CNPJ',
    codigo_susep: 'Código SUSEP',
    logo: 'Logo',
    consulta_mercado: 'Consulta de mercado',
    site: 'Site',
    emails: 'E-mails',
    submodalidade_ids: 'Sub-modalidades',
  },
  contato_seguradora: { ...COMMON_LABELS, ...CONTACT_LABELS, seguradora_id: 'Seguradora', cargo: 'Cargo' },
  corretora: {
    ...COMMON_LABELS,
    ...CONTACT_LABELS,
    razao_social: 'Razão social',
    nome_fantasia: 'Nome fantasia',
    cnpj: 'CNPJ',
    codigo_susep: 'Código SUSEP',
    contato: 'Contato',
  },
  escritorio: { ...COMMON_LABELS, ...CONTACT_LABELS, cnpj: 'CNPJ', cidade: 'Cidade', uf: 'UF' },
  usuario: {
    ...COMMON_LABELS,
    apelido: 'Apelido',
    email: 'E-mail',
    perfil: 'Perfil de acesso',
    area_id: 'Área de negócio',
    posicao: 'Posição',
    estrutura_id: 'Estrutura',
    escritorio: 'Escritório',
    avatar_url: 'Foto',
    // The fields of the own account (PUT /v1/me) that the user record does not show.
    telefone: 'Telefone',
    avatar: 'Foto',
  },
  perfil_acesso: { ...COMMON_LABELS, modulos: 'Módulos', acoes: 'Ações', estruturas: 'Estruturas' },
  modalidade: {
    ...COMMON_LABELS,
    area_id: 'Área',
    icone: 'Ícone',
    ordem: 'Ordem',
    total_submodalidades: 'Sub-modalidades',
  },
  submodalidade: {
    ...COMMON_LABELS,
    modalidade_id: 'Modalidade',
    exige_processo: 'Exige número do processo',
    exige_recurso: 'Exige valor do recurso',
  },
  motivo_cancelamento: { ...COMMON_LABELS, modalidades: 'Modalidades', modalidade_ids: 'Modalidades' },
  grupo_economico: {
    ...COMMON_LABELS,
    ...CONTACT_LABELS,
    ...COMPANY_LABELS,
    status: 'Situação do grupo',
    responsavel: 'Responsável (carteira)',
    escritorio: 'Escritório',
    contatos_relacionamento: 'Contatos de relacionamento',
    balancos: 'Balanços',
    documentos: 'Documentos',
    total_empresas: 'Empresas',
  },
  empresa: {
    ...COMMON_LABELS,
    ...CONTACT_LABELS,
    ...COMPANY_LABELS,
    grupo_economico: 'Grupo econômico',
    principal: 'Empresa principal',
    vigencia_maxima_meses: 'Vigência máxima (meses)',
    favorito: 'Favorito',
  },
  limite_credito: {
    grupo_economico: 'Grupo econômico',
    valor_solicitado: 'Valor solicitado',
    status: 'Situação da consulta',
    antecessora_id: 'Consulta renovada',
    observacoes: 'Observações',
    documentos: 'Documentos enviados',
    respostas: 'Respostas das seguradoras',
    cocorretagem: 'Cocorretagem',
    criado_por: 'Criada por',
  },
  cotacao_garantia: {
    numero: 'Número',
    status: 'Situação',
    etapa: 'Etapa',
    situacao: 'Situação na lista',
    grupo_economico: 'Grupo econômico',
    tomador: 'Tomador',
    modalidade: 'Modalidade',
    submodalidade: 'Sub-modalidade',
    tipo_emissao: 'Tipo de emissão',
    segurado: 'Segurado',
    importancia_segurada: 'Importância segurada',
    vigencia_inicio: 'Início da vigência',
    vigencia_fim: 'Fim da vigência',
    recurso: 'Recurso',
    processo: 'Processo',
    objeto: 'Objeto',
    seguradora: 'Seguradora escolhida',
    custos: 'Custos das seguradoras',
    minuta: 'Minuta',
    apolice: 'Apólice',
    criticas_abertas: 'Críticas abertas',
    expira_em: 'Validade',
    justificativa_cancelamento: 'Justificativa do cancelamento',
    responsavel: 'Responsável',
  },
  apolice: {
    numero: 'Número',
    cotacao: 'Cotação',
    seguradora: 'Seguradora',
    tomador: 'Tomador',
    modalidade: 'Modalidade',
    submodalidade: 'Sub-modalidade',
    tipo_emissao: 'Tipo de emissão',
    segurado: 'Segurado',
    importancia_segurada: 'Importância segurada emitida',
    premio: 'Prêmio',
    comissao: 'Comissão',
    emitida_em: 'Data de emissão',
    vigencia_inicio: 'Início da vigência',
    vigencia_fim: 'Fim da vigência emitido',
    importancia_atual: 'Importância segurada atual',
    vigencia_fim_atual: 'Fim da vigência atual',
    cancelada_em: 'Cancelada em',
    situacao: 'Situação',
    processo: 'Processo',
    arquivo: 'Arquivo da apólice',
    solicitada_por: 'Solicitada por',
    endossos: 'Endossos',
  },
  cotacao_agro: {
    numero: 'Número',
    situacao: 'Situação',
    produto: 'Produto',
    cobertura: 'Cobertura',
    convidado: 'Iniciada por convidado',
    grupo_economico: 'Grupo econômico',
    escritorio: 'Escritório',
    produtor: 'Produtor',
    propriedade: 'Propriedade',
    cultura: 'Cultura',
    cafezal: 'Cafezal',
    grupo_operacao: 'Grupo de operação',
    nivel_cobertura: 'Nível de cobertura',
    preco_unitario: 'Preço por saca/unidade',
    importancia_segurada: 'Importância segurada',
    subvencao_percentual: 'Subvenção',
    franquia_percentual: 'Franquia',
    observacoes: 'Observações',
    aprovacao: 'Forma de pagamento aprovada',
    motivo_reprovacao: 'Motivo da reprovação',
    numero_proposta: 'Número da proposta',
    apolice: 'Apólice',
    justificativa_cancelamento: 'Motivo do cancelamento',
    croqui: 'Croqui',
    arquivos: 'Arquivos',
    custos: 'Custos das seguradoras',
    criado_por: 'Criada por',
  },
};

/** The label of a field of an audited entity, or its wire name when it has none. */
export const auditFieldLabel = (entidade: AuditedEntity, campo: string): string =>
  AUDIT_FIELD_LABELS[entidade][campo] ?? campo;

/** Answers (documentation, see common.ts). */
export const auditEntry = /*#__PURE__*/ v.object({
  id: v.string(),
  entidade: v.picklist(AUDITED_ENTITY_IDS),
  entidade_id: v.string(),
  acao: v.picklist(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]),
  usuario: v.object({ id: v.string(), nome: v.string() }),
  criado_em: v.string(),
  alteracoes: v.array(
    v.object({ campo: v.string(), rotulo: v.string(), antes: v.unknown(), depois: v.unknown() }),
  ),
}) satisfies v.GenericSchema<AuditEntry>;

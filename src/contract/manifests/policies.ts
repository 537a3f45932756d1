import type { DomainManifest } from '../manifest';
import { ENDORSEMENT_SORT, POLICY_SORT, policyAccess, policyScreens } from '../screens/policies';

export { policyAccess, policyScreens };

const base = '/v1/garantia/apolices';

/** SPEC.md §7 "Policies, endorsements, cancellation": the records (the requests come later). */
export const policyApi = {
  list: base,
  item: `${base}/:id`,
  edit: `${base}/:id/edicao`,
  situations: `${base}/situacao/suggest`,
  options: `${base}/opcoes`,
  renewals: `${base}/vencendo`,
  endorsementTypes: `${base}/endossos/tipos/suggest`,
  endorsements: `${base}/:id/endossos`,
  endorsement: `${base}/:id/endossos/:endosso`,
  endorsementSuggest: `${base}/:id/endossos/suggest`,
  endorsementList: '/v1/garantia/endossos',
} as const;

/** Draft contracts (propostas), policies and their endorsements. */
export const policiesManifest = {
  feature: 'policies',
  server: 'policies',
  label: 'Apólices e endossos',
  api: policyApi,
  access: policyAccess,
  screens: policyScreens,
  sort: { apolices: POLICY_SORT, endossos: ENDORSEMENT_SORT },
  audit: {
    apolice: {
      nome: 'Apólice',
      view: policyAccess.detail,
      // A policy's endorsements are audited on the policy (server/domains/policies).
      acoes: { registrar_endosso: 'registrou um endosso', alterar_endosso: 'alterou um endosso' },
      campos: {
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
    },
  },
} as const satisfies DomainManifest;

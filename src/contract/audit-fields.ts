/**
 * Field labels several audited records share, for the `audit.campos` of their manifests
 * (src/contract/manifests/<domain>.ts): the `rotulo` of GET /v1/auditoria.
 */
export const COMMON_LABELS = { nome: 'Nome', ativo: 'Situação', descricao: 'Descrição' } as const;
export const CONTACT_LABELS = { email: 'E-mail', telefone: 'Telefone' } as const;
export const COMPANY_LABELS = {
  cnpj: 'CNPJ',
  razao_social: 'Razão social',
  nome_fantasia: 'Nome fantasia',
  subsidiaria: 'Filial',
  atividade_principal: 'Atividade principal (CNAE)',
  endereco: 'Endereço',
} as const;

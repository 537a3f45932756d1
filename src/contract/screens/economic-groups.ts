/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/economic-groups.ts), because the shell, in the /login bundle, reads only these.
 */
export const economicGroupAccess = {
  view: { module: 'cadastro', action: 'visualizar_grupo_economico' },
  /** SPEC.md §6 has no separate edit action: whoever may create groups and companies may edit them. */
  create: { module: 'cadastro', action: 'criar_grupo_economico' },
  edit: { module: 'cadastro', action: 'criar_grupo_economico' },
  /** The quotation, policy and endorsement forms pick groups, borrowers, insureds and offices. */
  lookup: { module: ['cadastro', 'cotacao', 'apolice'] },
  /** A user's own star on a borrower or subsidiary. */
  favourite: { module: ['cadastro', 'cotacao', 'apolice'] },
} as const;

export const economicGroupScreens = {
  grupoEconomico: {
    ...economicGroupAccess.view,
    path: '/grupo-economico',
    title: 'Grupo Econômico',
  },
  novoGrupoEconomico: {
    ...economicGroupAccess.create,
    path: '/novo-grupo-economico',
    title: 'Novo grupo econômico',
    parent: 'grupoEconomico',
  },
  grupo: {
    ...economicGroupAccess.view,
    path: '/grupo-economico/$groupId',
    title: 'Grupo',
    parent: 'grupoEconomico',
  },
  adicionarTomadorOuFilial: {
    ...economicGroupAccess.create,
    path: '/grupo-economico/$groupId/adicionar-tomador-ou-filial',
    title: 'Adicionar tomador ou filial',
    parent: 'grupo',
  },
  novoTomador: {
    ...economicGroupAccess.create,
    path: '/grupo-economico/$groupId/novo-tomador',
    title: 'Novo tomador',
    parent: 'grupo',
  },
  novaFilial: {
    ...economicGroupAccess.create,
    path: '/grupo-economico/$groupId/nova-filial',
    title: 'Nova filial',
    parent: 'grupo',
  },
  tomadoresEFiliais: {
    ...economicGroupAccess.view,
    path: '/grupo-economico/$groupId/tomadores-e-filiais',
    title: 'Tomadores e filiais',
    parent: 'grupo',
  },
  empresa: {
    ...economicGroupAccess.view,
    path: '/grupo-economico/$groupId/tomadores/$companyId',
    title: 'Empresa',
    parent: 'tomadoresEFiliais',
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const GROUP_SORT = ['razao_social', 'nome_fantasia', 'cnpj'] as const;
export const COMPANY_SORT = ['razao_social', 'nome_fantasia', 'cnpj'] as const;
/** The situations of an economic group (the group list filters by them). */
export const GROUP_STATUSES = [
  { id: 'em_cadastro', nome: 'Em cadastro' },
  { id: 'em_analise', nome: 'Em análise' },
  { id: 'aprovado', nome: 'Aprovado' },
  { id: 'bloqueado', nome: 'Bloqueado' },
] as const;
export type GroupStatusId = (typeof GROUP_STATUSES)[number]['id'];
export const GROUP_STATUS_IDS = GROUP_STATUSES.map((s) => s.id) as [GroupStatusId, ...GroupStatusId[]];

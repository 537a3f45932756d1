/**
 * The one list of modules and actions (SPEC.md §6), with their Portuguese names. The server seeds it,
 * declares every route's access with it, and the access-profile form lists it. Apart from
 * permissions.ts: the shell's guard needs only the ids' types, and this table (2 KiB) stayed in the
 * /login bundle while it lived there.
 *
 * Extension of SPEC.md §6: the spec names only a `visualizar_*` action for modalities, cancellation
 * reasons, access profiles and users, which would let a read-only profile write. Writing needs an
 * action that says so, so each of them has `criar_*` and `editar_*` too (marked below). The seed grants
 * them to Administrador on every start, so an existing database gets them as well.
 */
export const MODULES = {
  cadastro: 'Cadastro',
  cotacao: 'Cotações',
  apolice: 'Apólices',
  carteira: 'Carteira',
  dashboard: 'Dashboards',
  importacao_legado: 'Importação do Legado',
  configuracao: 'Configurações',
} as const;

export type ModuleId = keyof typeof MODULES;

export const ACTIONS = {
  visualizar_grupo_economico: { nome: 'Visualizar grupo econômico', modulo: 'cadastro' },
  criar_grupo_economico: { nome: 'Criar grupo econômico', modulo: 'cadastro' },
  visualizar_seguradora: { nome: 'Visualizar seguradora', modulo: 'cadastro' },
  criar_seguradora: { nome: 'Criar seguradora', modulo: 'cadastro' },
  editar_seguradora: { nome: 'Editar seguradora', modulo: 'cadastro' },
  visualizar_modalidade: { nome: 'Visualizar modalidade', modulo: 'cadastro' },
  // Extension of SPEC.md §6 (also sub-modalities).
  criar_modalidade: { nome: 'Criar modalidade', modulo: 'cadastro' },
  editar_modalidade: { nome: 'Editar modalidade', modulo: 'cadastro' },
  visualizar_tribunal: { nome: 'Visualizar tribunal', modulo: 'cadastro' },
  criar_tribunal: { nome: 'Criar tribunal', modulo: 'cadastro' },
  editar_tribunal: { nome: 'Editar tribunal', modulo: 'cadastro' },
  visualizar_motivo_cancelamento: { nome: 'Visualizar motivo de cancelamento', modulo: 'cadastro' },
  // Extension of SPEC.md §6.
  criar_motivo_cancelamento: { nome: 'Criar motivo de cancelamento', modulo: 'cadastro' },
  editar_motivo_cancelamento: { nome: 'Editar motivo de cancelamento', modulo: 'cadastro' },
  visualizar_escritorio: { nome: 'Visualizar escritório', modulo: 'cadastro' },
  criar_escritorio: { nome: 'Criar escritório', modulo: 'cadastro' },
  editar_escritorio: { nome: 'Editar escritório', modulo: 'cadastro' },
  criar_apolice: { nome: 'Criar apólice', modulo: 'apolice' },
  detalhe_apolice: { nome: 'Detalhar apólice', modulo: 'apolice' },
  editar_apolice: { nome: 'Editar apólice', modulo: 'apolice' },
  criar_endosso: { nome: 'Criar endosso', modulo: 'apolice' },
  solicitar_endosso: { nome: 'Solicitar endosso', modulo: 'apolice' },
  criar_fatura: { nome: 'Criar fatura', modulo: 'apolice' },
  editar_fatura: { nome: 'Editar fatura', modulo: 'apolice' },
  visualizar_perfil: { nome: 'Visualizar perfil de acesso', modulo: 'configuracao' },
  // Extension of SPEC.md §6.
  criar_perfil: { nome: 'Criar perfil de acesso', modulo: 'configuracao' },
  editar_perfil: { nome: 'Editar perfil de acesso', modulo: 'configuracao' },
  visualizar_usuario: { nome: 'Visualizar usuário', modulo: 'configuracao' },
  // Extension of SPEC.md §6; editar_usuario also covers the user's quote permissions.
  criar_usuario: { nome: 'Criar usuário', modulo: 'configuracao' },
  editar_usuario: { nome: 'Editar usuário', modulo: 'configuracao' },
  dashboard_inicial: { nome: 'Dashboard inicial', modulo: 'dashboard' },
  // Extension of SPEC.md §6: the wallet module alone lets a profile read every wallet; moving groups
  // between wallets is a write and needs an action that says so.
  transferir_carteira: { nome: 'Transferir carteira', modulo: 'carteira' },
  // Extension of SPEC.md §6: the quotation module alone lets a profile read the quotations; creating
  // and carrying one (costs, draft, policy, critiques, cancellation) needs an action that says so.
  criar_cotacao: { nome: 'Criar e conduzir cotações', modulo: 'cotacao' },
  // Extension of SPEC.md §6: the legacy import module alone lets a profile read the imports; sending,
  // confirming and cancelling one writes the brokerage's book and needs an action that says so.
  importar_legado: { nome: 'Importar legado', modulo: 'importacao_legado' },
} as const satisfies Record<string, { nome: string; modulo: ModuleId }>;

export type ActionId = keyof typeof ACTIONS;

// Pure: the /login bundle, which never reads these lists, drops them and the tables they walk.
export const MODULE_IDS = /* @__PURE__ */ Object.keys(MODULES) as ModuleId[];
export const ACTION_IDS = /* @__PURE__ */ Object.keys(ACTIONS) as ActionId[];

import type * as v from 'valibot';
import { ifMatch } from '../../api/if-match';
import type { UploadedFile } from '../../contract/files';
import type { Critique, Quotation, QuotationInput, quotationBody } from '../../contract/guarantee-quotations';
import { formatQuotationNumber } from '../../contract/guarantee-quotations';
import { apiPath } from '../../contract/manifest';
import { fileApi } from '../../contract/manifests/files';
import { quotationApi, quotationScreens } from '../../contract/manifests/quotations';
import { defineCommand } from '../../offline/commands';
import type { QuotationAction as TableAction } from '../../contract/workflows/guarantee-quotations';
import { CRITIQUE_WORKFLOW, QUOTATION_WORKFLOW } from '../../contract/workflows/guarantee-quotations';
import { defineActionCommand } from '../../forms/workflow-command';
import { quotationKeys } from './api';

/**
 * Every write of a quotation goes in the quotation's scope, so a quotation created offline is sent
 * before its critiques, costs and draft, in the order they were made.
 */
export const scopeOf = (id: string) => `quotation:${id}`;

/** How the sync page names a quotation: its number, or 'nova cotação' before the server gave one. */
export interface QuotationRef {
  id: string;
  /** Null while the quotation was created offline and not sent yet. */
  numero: number | null;
  tomador: string;
}

const named = (q: QuotationRef) =>
  `${q.numero ? formatQuotationNumber(q.numero) : 'nova cotação'} (${q.tomador})`;

const invalidatesQuotation = (q: QuotationRef) => [
  quotationKeys.one(q.id),
  quotationKeys.lists(),
  quotationKeys.critiqueFollowUps(),
];

export interface NewQuotation {
  quotation: QuotationRef;
  body: QuotationInput & { id: string };
}

export const createQuotation = defineCommand<NewQuotation, Quotation>({
  name: 'quotations.create',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: ({ body }, { api }) => api.post<Quotation>(quotationApi.list, body),
  describe: ({ quotation }) => `Criar cotação para ${quotation.tomador}`,
  editLink: () => ({ to: quotationScreens.novaCotacao.path }),
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

export interface QuotationChange {
  quotation: QuotationRef;
  etag: string | null;
  body: v.InferInput<typeof quotationBody>;
}

export const updateQuotation = defineCommand<QuotationChange, Quotation>({
  name: 'quotations.update',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: ({ quotation, etag, body }, { api }) =>
    api.put<Quotation>(apiPath(quotationApi.item, { id: quotation.id }), body, { headers: ifMatch(etag) }),
  describe: ({ quotation }) => `Alterar a cotação ${named(quotation)}`,
  editLink: ({ quotation }) => ({
    to: quotationScreens.editarCotacao.path,
    params: { id: quotation.id },
  }),
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

/**
 * One action of the table that takes a small body: its URL is the table's route, the insurer's
 * variant when `seg` is given (src/contract/workflows/guarantee-quotations.ts), and the sync page names
 * it with the table's label.
 */
export interface QuotationAction {
  quotation: QuotationRef;
  acao: TableAction;
  /** The insurer the action is about (the per-insurer routes). */
  seg?: string;
  /** What follows the table's label on the sync page ('da ALFA SEGUROS'), if anything. */
  detalhe?: string;
  body: Record<string, unknown>;
}

/**
 * What items queued by an earlier version of the portal hold instead of `acao`: the manifest's key of
 * the URL and the label, and the critique of a resolution (now `resolveCritique`). They are still sent.
 */
interface QueuedBefore {
  path?: keyof typeof quotationApi;
  label?: string;
  critica?: string;
}

/** The URL template an action's item goes to. */
function templateOf(p: QuotationAction & QueuedBefore): string {
  if (p.path) return quotationApi[p.path];
  const route = QUOTATION_WORKFLOW.actions[p.acao].route;
  const url = typeof route?.path === 'object' ? route.path[p.seg ? 'seguradora' : 'cotacao'] : route?.path;
  if (!url) throw new Error(`A ação ${p.acao} da cotação não tem rota.`);
  return url;
}

/** The table's action served at a URL template (an item queued before `acao` names only its URL). */
const ACTION_OF_TEMPLATE = new Map<string, TableAction>(
  (Object.entries(QUOTATION_WORKFLOW.actions) as [TableAction, { route?: { path: unknown } }][]).flatMap(
    ([action, spec]) => {
      const path = spec.route?.path;
      if (!path) return [];
      const urls = typeof path === 'string' ? [path] : Object.values(path as Record<string, string>);
      return urls.map((url) => [url, action] as const);
    },
  ),
);

const actionOfItem = (p: QuotationAction & QueuedBefore): TableAction | null =>
  p.acao ?? ACTION_OF_TEMPLATE.get(templateOf(p)) ?? null;

export const quotationAction = defineCommand<QuotationAction, unknown>({
  name: 'quotations.action',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: (p: QuotationAction & QueuedBefore, { api }) =>
    api.put(
      apiPath(templateOf(p), {
        id: p.quotation.id,
        ...(p.seg ? { seg: p.seg } : {}),
        ...(p.critica ? { critica: p.critica } : {}),
      }),
      p.body,
    ),
  describe: (p: QuotationAction & QueuedBefore) => {
    const action = actionOfItem(p);
    const label = p.label ?? (action ? QUOTATION_WORKFLOW.actions[action].label : 'Ação');
    return `${label}${p.detalhe ? ` ${p.detalhe}` : ''} — cotação ${named(p.quotation)}`;
  },
  editLink: ({ quotation }) => ({ to: quotationScreens.cotacao.path, params: { id: quotation.id } }),
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

export interface CritiqueResolution {
  quotation: QuotationRef;
  critica: string;
  resolucao: string | null;
}

/** Regularizar: the critique's own table's action, under the quotation's paths. */
export const resolveCritique = defineActionCommand(
  CRITIQUE_WORKFLOW,
  'regularizar',
)<CritiqueResolution>({
  name: 'quotations.critiqueResolve',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: ({ quotation, critica, resolucao }, { api }) =>
    api.put(apiPath(quotationApi.critiqueResolve, { id: quotation.id, critica }), { resolucao }),
  detail: () => 'crítica',
  record: ({ quotation }) => `cotação ${named(quotation)}`,
  editLink: ({ quotation }) => ({ to: quotationScreens.criticasCotacao.path, params: { id: quotation.id } }),
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

/** POST with the file stored with the item: uploaded first (with its own client id), then referenced. */
async function uploadOne(
  files: Record<string, Blob>,
  api: Parameters<typeof createQuotation.send>[1]['api'],
) {
  const file = files.arquivo;
  if (!file) return null;
  return (await api.upload<UploadedFile>(fileApi.upload, file)).id;
}

export interface DraftUpload {
  quotation: QuotationRef;
  fileName: string;
}

/** POST {id}/minuta: the draft contract's file (stored with the item as `arquivo`). */
export const insertDraft = defineCommand<DraftUpload, Quotation>({
  name: 'quotations.insertDraft',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: async ({ quotation }, { api, files }) =>
    api.post<Quotation>(apiPath(quotationApi.draft, { id: quotation.id }), {
      arquivo_id: await uploadOne(files, api),
    }),
  describe: ({ quotation, fileName }) => `Inserir minuta ${fileName} — cotação ${named(quotation)}`,
  editLink: ({ quotation }) => ({ to: quotationScreens.inserirMinuta.path, params: { id: quotation.id } }),
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

export interface PolicyInsert {
  quotation: QuotationRef;
  body: {
    id: string;
    numero: string;
    emitida_em: string;
    vigencia_inicio: string;
    vigencia_fim: string;
    premio: number;
  };
  fileName: string | null;
}

/** POST {id}/apolice: the policy's data and its PDF (stored with the item as `arquivo`, optional). */
export const insertPolicy = defineCommand<PolicyInsert, Quotation>({
  name: 'quotations.insertPolicy',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: async ({ quotation, body }, { api, files }) =>
    api.post<Quotation>(apiPath(quotationApi.policy, { id: quotation.id }), {
      ...body,
      arquivo_id: await uploadOne(files, api),
    }),
  describe: ({ quotation, body }) => `Inserir apólice ${body.numero} — cotação ${named(quotation)}`,
  editLink: ({ quotation }) => ({ to: quotationScreens.inserirApolice.path, params: { id: quotation.id } }),
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

export interface NewCritique {
  quotation: QuotationRef;
  id: string;
  texto: string;
}

export const addCritique = defineCommand<NewCritique, Critique>({
  name: 'quotations.critique',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: ({ quotation, id, texto }, { api }) =>
    api.post<Critique>(apiPath(quotationApi.critiques, { id: quotation.id }), { id, texto }),
  describe: ({ quotation }) => `Nova crítica — cotação ${named(quotation)}`,
  editLink: ({ quotation }) => ({ to: quotationScreens.novaCritica.path, params: { id: quotation.id } }),
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

export interface CritiqueResend {
  quotation: QuotationRef;
  critica: string;
}

export const resendCritique = defineCommand<CritiqueResend, Critique>({
  name: 'quotations.resendCritique',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: ({ quotation, critica }, { api }) =>
    api.post<Critique>(apiPath(quotationApi.critiqueResend, { id: quotation.id, critica }), {}),
  describe: ({ quotation }) => `Reenviar crítica — cotação ${named(quotation)}`,
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

export interface QuotationEmail {
  quotation: QuotationRef;
  seguradora_ids?: string[];
  mensagem: string | null;
}

export const sendQuotationEmail = defineCommand<QuotationEmail, unknown>({
  name: 'quotations.email',
  scope: ({ quotation }) => scopeOf(quotation.id),
  send: ({ quotation, seguradora_ids, mensagem }, { api }) =>
    api.post(apiPath(quotationApi.email, { id: quotation.id }), {
      ...(seguradora_ids ? { seguradora_ids } : {}),
      mensagem,
    }),
  describe: ({ quotation }) => `Enviar e-mail às seguradoras — cotação ${named(quotation)}`,
  invalidates: ({ quotation }) => invalidatesQuotation(quotation),
});

/** The draft keys of the forms. */
export const quotationDraftKeys = {
  create: 'quotations.create',
  edit: (id: string) => `quotations.edit:${id}`,
  critique: (id: string) => `quotations.critique:${id}`,
  policy: (id: string) => `quotations.policy:${id}`,
  costs: (id: string, insurerId: string) => `quotations.costs:${id}:${insurerId}`,
};

const ACTION_OF_COMMAND: Record<string, TableAction> = {
  [updateQuotation.name]: 'editar',
  [insertDraft.name]: 'inserir_minuta',
  [insertPolicy.name]: 'inserir_apolice',
  [addCritique.name]: 'criticar',
  [resendCritique.name]: 'criticar',
  [sendQuotationEmail.name]: 'enviar_email',
};

/** The table's action a queued write of a quotation performs, and the insurer it is about. */
export function workflowActionOf(
  command: string,
  payload: unknown,
): { action: TableAction; seg?: string } | null {
  if (command === quotationAction.name) {
    // An item of this command holds a QuotationAction (or what an earlier version queued).
    const item = payload as QuotationAction & QueuedBefore;
    const action = item.critica ? null : actionOfItem(item);
    return action ? { action, ...(item.seg ? { seg: item.seg } : {}) } : null;
  }
  const action = ACTION_OF_COMMAND[command];
  return action ? { action } : null;
}

import type {
  AgroCost,
  AgroCostBody,
  AgroProductId,
  AgroQuotation,
  PaymentFormId,
} from '../../contract/agro-quotations';
import { formatAgroNumber } from '../../contract/agro-quotations';
import { apiPath } from '../../contract/manifest';
import { agroQuotationApi, agroQuotationScreens } from '../../contract/manifests/agro-quotations';
import { AGRO_WORKFLOW } from '../../contract/workflows/agro-quotations';
import type { AgroAction } from '../../contract/workflows/agro-quotations';
import type { WorkflowCommand } from '../../forms/workflow-command';
import { actionOfCommands, defineActionCommand } from '../../forms/workflow-command';
import type { SendContext } from '../../offline/types';
import { agroKeys } from './api';

/**
 * The staff's writes on an agro quotation: one command per action of the transition table
 * (src/contract/workflows/agro-quotations.ts), named by the table's label. Every one goes in the quotation's scope
 * (`agro:{id}`), so a quotation's costs, approval, card, signed file, proposal and policy are sent in
 * the order they were made, after the quotation itself (the guest form's create uses the same scope).
 * Coffee quotations (`cafezal`) use the '...Cafezal' endpoints: the command picks them when sent.
 */
export const agroScopeOf = (id: string) => `agro:${id}`;

/** How the sync page names a quotation: its number and producer. */
export interface AgroRef {
  id: string;
  /** Null while the quotation was created offline and not sent yet. */
  numero: number | null;
  produtor: string;
  produto: AgroProductId;
}

export const agroRefOf = (q: AgroQuotation): AgroRef => ({
  id: q.id,
  numero: q.numero,
  produtor: q.produtor.nome,
  produto: q.produto.id,
});

const named = (q: AgroRef) =>
  `${q.numero ? formatAgroNumber(q.numero) : 'nova cotação agro'} (${q.produtor})`;
const coffee = (q: AgroRef) => q.produto === 'cafezal';

const common = <P extends { quotation: AgroRef }>() => ({
  record: ({ quotation }: P) => `cotação ${named(quotation)}`,
  scope: ({ quotation }: P) => agroScopeOf(quotation.id),
  editLink: ({ quotation }: P) => ({
    to: agroQuotationScreens.resumoCotacaoAgro.path,
    params: { id: quotation.id },
  }),
  invalidates: ({ quotation }: P) => [agroKeys.one(quotation.id), agroKeys.lists()],
});

/* ---------------------------------------------------------------- costs */

export interface AgroCostAdd {
  quotation: AgroRef;
  /** The insurer's name, for the sync page. */
  seguradora: string;
  body: AgroCostBody & { id: string };
}

/** POST custo/adicionar: one insurer's costs, per payment form (the client-made id keeps it once). */
export const addAgroCost = defineActionCommand(
  AGRO_WORKFLOW,
  'adicionar_custo',
)<AgroCostAdd, AgroCost>({
  name: 'agroQuotations.addCost',
  ...common<AgroCostAdd>(),
  send: ({ body }, { api }) => api.post<AgroCost>(agroQuotationApi.costAdd, body),
  detail: ({ seguradora }) => `da ${seguradora}`,
});

export interface AgroApproval {
  quotation: AgroRef;
  /** The cost (one insurer's offer) whose payment form is approved. */
  costId: string;
  forma: PaymentFormId;
  /** 'Porto Seguro · À vista', for the sync page. */
  label: string;
}

/** PUT custo/{cost}/aprovar/{forma} (aprovarcafezal for coffee): the producer's choice. */
export const approveAgroPaymentForm = defineActionCommand(
  AGRO_WORKFLOW,
  'aprovar_forma_pagamento',
)<AgroApproval>({
  name: 'agroQuotations.approve',
  ...common<AgroApproval>(),
  send: ({ quotation, costId, forma }, { api }) =>
    api.put(
      apiPath(coffee(quotation) ? agroQuotationApi.approveCoffee : agroQuotationApi.approve, {
        id: costId,
        forma,
      }),
      {},
    ),
  detail: ({ label }) => label,
});

/* ---------------------------------------------------------------- card and signed file */

interface OnQuotation {
  quotation: AgroRef;
}

/** PUT custo/card/{id}/gerar (gerarCafezal): the agreement card's PDF. */
export const generateAgroCard = defineActionCommand(
  AGRO_WORKFLOW,
  'gerar_card',
)<OnQuotation>({
  name: 'agroQuotations.generateCard',
  ...common<OnQuotation>(),
  send: ({ quotation }, { api }) =>
    api.put(
      apiPath(coffee(quotation) ? agroQuotationApi.cardGenerateCoffee : agroQuotationApi.cardGenerate, {
        id: quotation.id,
      }),
      {},
    ),
});

export interface AgroSignedUpload {
  quotation: AgroRef;
  fileName: string;
}

/**
 * POST custo/arquivo/upload (arquivoCafezal): the signed card, stored with the item as `arquivo` until
 * sent (the outbox keeps it as bytes), posted as the multipart field `arquivo` with `?cotacao_id=`.
 */
export const uploadAgroSignedCard = defineActionCommand(
  AGRO_WORKFLOW,
  'enviar_arquivo',
)<AgroSignedUpload>({
  name: 'agroQuotations.uploadSigned',
  ...common<AgroSignedUpload>(),
  send: async ({ quotation }, { api, files }: SendContext) => {
    const file = files.arquivo;
    if (!file) throw new Error('O arquivo assinado não está mais neste dispositivo.');
    return api.upload(
      coffee(quotation) ? agroQuotationApi.fileUploadCoffee : agroQuotationApi.fileUpload,
      file,
      { query: { cotacao_id: quotation.id } },
    );
  },
  detail: ({ fileName }) => fileName,
});

export interface AgroFileDecision {
  quotation: AgroRef;
  /** Required to reject. */
  motivo?: string;
}

/** PUT custo/arquivo/aprovar. */
export const approveAgroFile = defineActionCommand(
  AGRO_WORKFLOW,
  'aprovar_arquivo',
)<AgroFileDecision>({
  name: 'agroQuotations.approveFile',
  ...common<AgroFileDecision>(),
  send: ({ quotation }, { api }) => api.put(agroQuotationApi.fileApprove, { cotacao_id: quotation.id }),
});

/** PUT custo/arquivo/reprovar, with the reason. */
export const rejectAgroFile = defineActionCommand(
  AGRO_WORKFLOW,
  'reprovar_arquivo',
)<AgroFileDecision>({
  name: 'agroQuotations.rejectFile',
  ...common<AgroFileDecision>(),
  send: ({ quotation, motivo }, { api }) =>
    api.put(agroQuotationApi.fileReject, { cotacao_id: quotation.id, motivo }),
});

/* ---------------------------------------------------------------- proposal, policy, cancel */

export interface AgroProposal {
  quotation: AgroRef;
  numero_proposta: string;
}

/** PUT custo/{id}/proposta (propostaCafezal). */
export const registerAgroProposal = defineActionCommand(
  AGRO_WORKFLOW,
  'registrar_proposta',
)<AgroProposal>({
  name: 'agroQuotations.proposal',
  ...common<AgroProposal>(),
  send: ({ quotation, numero_proposta }, { api }) =>
    api.put(
      apiPath(coffee(quotation) ? agroQuotationApi.proposalCoffee : agroQuotationApi.proposal, {
        id: quotation.id,
      }),
      { numero_proposta },
    ),
  detail: ({ numero_proposta }) => numero_proposta,
});

export interface AgroPolicy {
  quotation: AgroRef;
  body: { numero_apolice: string; vigencia_inicio: string; vigencia_fim: string };
}

/** PUT custo/{id}/apolice (apoliceCafezal). */
export const registerAgroPolicy = defineActionCommand(
  AGRO_WORKFLOW,
  'emitir_apolice',
)<AgroPolicy>({
  name: 'agroQuotations.policy',
  ...common<AgroPolicy>(),
  send: ({ quotation, body }, { api }) =>
    api.put(
      apiPath(coffee(quotation) ? agroQuotationApi.policyCoffee : agroQuotationApi.policy, {
        id: quotation.id,
      }),
      body,
    ),
  detail: ({ body }) => body.numero_apolice,
});

export interface AgroCancel {
  quotation: AgroRef;
  motivo: string;
}

/** PUT cotacoes/{id}/cancelar, with the reason. */
export const cancelAgroQuotation = defineActionCommand(
  AGRO_WORKFLOW,
  'cancelar',
)<AgroCancel>({
  name: 'agroQuotations.cancel',
  ...common<AgroCancel>(),
  send: ({ quotation, motivo }, { api }) =>
    api.put(apiPath(agroQuotationApi.cancel, { id: quotation.id }), { motivo }),
});

/** The page's actions: photos and the sketch are the guest form's (guest-commands.ts). */
export type AgroPageAction = Exclude<AgroAction, 'enviar_foto' | 'salvar_croqui'>;

/**
 * The command of each staff action of the table. The type makes a new action of the table without
 * a command a compile error; the list marks a row with any of them waiting as pending.
 */
export const AGRO_ACTION_COMMANDS = {
  adicionar_custo: addAgroCost,
  aprovar_forma_pagamento: approveAgroPaymentForm,
  gerar_card: generateAgroCard,
  enviar_arquivo: uploadAgroSignedCard,
  aprovar_arquivo: approveAgroFile,
  reprovar_arquivo: rejectAgroFile,
  registrar_proposta: registerAgroProposal,
  emitir_apolice: registerAgroPolicy,
  cancelar: cancelAgroQuotation,
} as const satisfies { readonly [A in AgroPageAction]: { action: A } };

/** Every staff command of the page, in the table's order. */
export const AGRO_STAFF_COMMANDS = Object.values(AGRO_ACTION_COMMANDS) as unknown as readonly WorkflowCommand<
  OnQuotation,
  AgroPageAction
>[];

/** The action a queued item of the quotation performs (the pending notice names it by the table). */
export const agroActionOf = actionOfCommands<AgroPageAction>(AGRO_ACTION_COMMANDS);

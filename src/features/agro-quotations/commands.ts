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
import { defineCommand } from '../../offline/commands';
import type { CommandDefinition, SendContext } from '../../offline/types';
import { agroKeys } from './api';
import type { AgroAction } from './workflow';

/**
 * The staff's writes on an agro quotation (issue 12). Every one goes in the quotation's scope
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
export const addAgroCost = defineCommand<AgroCostAdd, AgroCost>({
  name: 'agroQuotations.addCost',
  ...common<AgroCostAdd>(),
  send: ({ body }, { api }) => api.post<AgroCost>(agroQuotationApi.costAdd, body),
  describe: ({ quotation, seguradora }) => `Adicionar custos da ${seguradora} — cotação ${named(quotation)}`,
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
export const approveAgroPaymentForm = defineCommand<AgroApproval, unknown>({
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
  describe: ({ quotation, label }) => `Aprovar ${label} — cotação ${named(quotation)}`,
});

/* ---------------------------------------------------------------- card and signed file */

interface OnQuotation {
  quotation: AgroRef;
}

/** PUT custo/card/{id}/gerar (gerarCafezal): the agreement card's PDF. */
export const generateAgroCard = defineCommand<OnQuotation, unknown>({
  name: 'agroQuotations.generateCard',
  ...common<OnQuotation>(),
  send: ({ quotation }, { api }) =>
    api.put(
      apiPath(coffee(quotation) ? agroQuotationApi.cardGenerateCoffee : agroQuotationApi.cardGenerate, {
        id: quotation.id,
      }),
      {},
    ),
  describe: ({ quotation }) => `Gerar cartão de adesão — cotação ${named(quotation)}`,
});

export interface AgroSignedUpload {
  quotation: AgroRef;
  fileName: string;
}

/**
 * POST custo/arquivo/upload (arquivoCafezal): the signed card, stored with the item as `arquivo` until
 * sent (the outbox keeps it as bytes), posted as the multipart field `arquivo` with `?cotacao_id=`.
 */
export const uploadAgroSignedCard = defineCommand<AgroSignedUpload, unknown>({
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
  describe: ({ quotation, fileName }) => `Enviar cartão assinado ${fileName} — cotação ${named(quotation)}`,
});

export interface AgroFileDecision {
  quotation: AgroRef;
  /** Required to reject. */
  motivo?: string;
}

/** PUT custo/arquivo/aprovar. */
export const approveAgroFile = defineCommand<AgroFileDecision, unknown>({
  name: 'agroQuotations.approveFile',
  ...common<AgroFileDecision>(),
  send: ({ quotation }, { api }) => api.put(agroQuotationApi.fileApprove, { cotacao_id: quotation.id }),
  describe: ({ quotation }) => `Aprovar cartão assinado — cotação ${named(quotation)}`,
});

/** PUT custo/arquivo/reprovar, with the reason. */
export const rejectAgroFile = defineCommand<AgroFileDecision, unknown>({
  name: 'agroQuotations.rejectFile',
  ...common<AgroFileDecision>(),
  send: ({ quotation, motivo }, { api }) =>
    api.put(agroQuotationApi.fileReject, { cotacao_id: quotation.id, motivo }),
  describe: ({ quotation }) => `Reprovar cartão assinado — cotação ${named(quotation)}`,
});

/* ---------------------------------------------------------------- proposal, policy, cancel */

export interface AgroProposal {
  quotation: AgroRef;
  numero_proposta: string;
}

/** PUT custo/{id}/proposta (propostaCafezal). */
export const registerAgroProposal = defineCommand<AgroProposal, unknown>({
  name: 'agroQuotations.proposal',
  ...common<AgroProposal>(),
  send: ({ quotation, numero_proposta }, { api }) =>
    api.put(
      apiPath(coffee(quotation) ? agroQuotationApi.proposalCoffee : agroQuotationApi.proposal, {
        id: quotation.id,
      }),
      { numero_proposta },
    ),
  describe: ({ quotation, numero_proposta }) =>
    `Registrar proposta ${numero_proposta} — cotação ${named(quotation)}`,
});

export interface AgroPolicy {
  quotation: AgroRef;
  body: { numero_apolice: string; vigencia_inicio: string; vigencia_fim: string };
}

/** PUT custo/{id}/apolice (apoliceCafezal). */
export const registerAgroPolicy = defineCommand<AgroPolicy, unknown>({
  name: 'agroQuotations.policy',
  ...common<AgroPolicy>(),
  send: ({ quotation, body }, { api }) =>
    api.put(
      apiPath(coffee(quotation) ? agroQuotationApi.policyCoffee : agroQuotationApi.policy, {
        id: quotation.id,
      }),
      body,
    ),
  describe: ({ quotation, body }) => `Registrar apólice ${body.numero_apolice} — cotação ${named(quotation)}`,
});

export interface AgroCancel {
  quotation: AgroRef;
  motivo: string;
}

/** PUT cotacoes/{id}/cancelar, with the reason. */
export const cancelAgroQuotation = defineCommand<AgroCancel, unknown>({
  name: 'agroQuotations.cancel',
  ...common<AgroCancel>(),
  send: ({ quotation, motivo }, { api }) =>
    api.put(apiPath(agroQuotationApi.cancel, { id: quotation.id }), { motivo }),
  describe: ({ quotation }) => `Cancelar cotação ${named(quotation)}`,
});

/** Every staff command of the page: the list marks a row with any of them waiting as pending. */
export const AGRO_STAFF_COMMANDS: readonly CommandDefinition<OnQuotation>[] = [
  addAgroCost,
  approveAgroPaymentForm,
  generateAgroCard,
  uploadAgroSignedCard,
  approveAgroFile,
  rejectAgroFile,
  registerAgroProposal,
  registerAgroPolicy,
  cancelAgroQuotation,
] as unknown as readonly CommandDefinition<OnQuotation>[];

/**
 * The workflow action each command performs and the name its button has on the page: a queued one
 * shows as 'Aguardando envio: Aprovar arquivo' and moves the offered actions on (workflow.ts).
 */
export const AGRO_COMMAND_ACTIONS: Readonly<Record<string, { action: AgroAction; label: string }>> = {
  [addAgroCost.name]: { action: 'adicionar_custo', label: 'Adicionar custos' },
  [approveAgroPaymentForm.name]: { action: 'aprovar_forma_pagamento', label: 'Aprovar forma de pagamento' },
  [generateAgroCard.name]: { action: 'gerar_card', label: 'Gerar cartão de adesão' },
  [uploadAgroSignedCard.name]: { action: 'enviar_arquivo', label: 'Enviar cartão assinado' },
  [approveAgroFile.name]: { action: 'aprovar_arquivo', label: 'Aprovar arquivo' },
  [rejectAgroFile.name]: { action: 'reprovar_arquivo', label: 'Reprovar arquivo' },
  [registerAgroProposal.name]: { action: 'registrar_proposta', label: 'Registrar proposta' },
  [registerAgroPolicy.name]: { action: 'emitir_apolice', label: 'Registrar apólice' },
  [cancelAgroQuotation.name]: { action: 'cancelar', label: 'Cancelar cotação' },
};

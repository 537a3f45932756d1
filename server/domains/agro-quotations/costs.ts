import type {
  AgroCost,
  AgroCostBody,
  AgroProductId,
  PaymentFormId,
} from '../../../src/contract/agro-quotations';
import { AGRO_MESSAGES, AGRO_SERVER_MESSAGES } from '../../../src/contract/agro-quotations';
import { conflict, notFound } from '../../errors';
import { createOnce } from '../../lib/create-once';
import type { Created } from '../../lib/listing';
import { runTransition } from '../../lib/transition';
import * as repo from './repository';
import type { AgroQuotationRead } from './views';
import { act, agroRecord, dmy, refuse, today, visible } from './transition';
import type { AgroCaller, AgroContext } from './transition';
import { costView, costsView } from './views';

/* The insurers' costs of a quotation and the approval of one payment form. */

/** POST custo/adicionar: one insurer's costs per payment form (one line per insurer and quotation). */
export async function addCost(
  ctx: AgroContext,
  caller: AgroCaller,
  data: AgroCostBody,
): Promise<Created<AgroCost>> {
  const { id, ...fields } = data;
  return createOnce<AgroCost>({
    db: ctx.db,
    request: fields,
    stored: async () => (id ? costView(ctx.db, id) : undefined),
    insert: async () => {
      let inserted: repo.CostRow | undefined;
      await runTransition(ctx.db, agroRecord(caller), caller, data.cotacao_id, 'adicionar_custo', {
        work: async (tx) => {
          const insurer = await repo.activeInsurer(tx, data.seguradora_id);
          if (!insurer) throw refuse('seguradora_id', AGRO_SERVER_MESSAGES.insurerMissing);
          if (await repo.costOfInsurer(tx, data.cotacao_id, data.seguradora_id))
            throw conflict(AGRO_SERVER_MESSAGES.costExists);
          inserted = await repo.insertCost(tx, {
            ...(id ? { id } : {}),
            cotacaoId: data.cotacao_id,
            seguradoraId: data.seguradora_id,
            importanciaSegurada: data.importancia_segurada,
            taxa: data.taxa,
            subvencaoPercentual: data.subvencao_percentual,
            franquiaPercentual: data.franquia_percentual,
            validade: data.validade,
            opcoes: data.opcoes.map((o) => ({
              forma_pagamento: o.forma_pagamento,
              premio: o.premio,
              parcelas: o.parcelas,
            })),
            observacoes: data.observacoes || null,
            criadoPor: caller.userId,
          });
          return undefined;
        },
      });
      const record = inserted && (await costView(ctx.db, inserted.id));
      if (!record) throw notFound(AGRO_MESSAGES.costNotFound);
      return record;
    },
    conflict: () => conflict(AGRO_SERVER_MESSAGES.costExists),
  });
}

/** GET custo/{id}: one cost, when its quotation is the caller's to see. */
export async function getCost(ctx: AgroContext, caller: AgroCaller, id: string): Promise<AgroCost> {
  const cost = await costView(ctx.db, id);
  if (!cost) throw notFound(AGRO_MESSAGES.costNotFound);
  await visible(ctx.db, cost.cotacao_id, caller);
  return cost;
}

/** GET custo/{id}/listar: the costs of the quotation `id`. */
export async function listCosts(ctx: AgroContext, caller: AgroCaller, id: string): Promise<AgroCost[]> {
  await visible(ctx.db, id, caller);
  return costsView(ctx.db, id);
}

/**
 * PUT custo/{cost}/aprovar/{forma} (aprovarcafezal for coffee): the producer (its guest session) or
 * staff approve one payment form the insurer offered; the quotation keeps the cost, the form and the
 * premium.
 */
export async function approve(
  ctx: AgroContext,
  caller: AgroCaller,
  costId: string,
  forma: PaymentFormId,
  product: AgroProductId,
): Promise<AgroQuotationRead> {
  const found = await repo.findCost(ctx.db, costId);
  if (!found) throw notFound(AGRO_MESSAGES.costNotFound);
  return act(ctx, caller, found.cost.cotacaoId, 'aprovar_forma_pagamento', {
    product,
    work: async (tx) => {
      const current = await repo.findCost(tx, costId);
      if (!current) throw notFound(AGRO_MESSAGES.costNotFound);
      const option = current.cost.opcoes.find((o) => o.forma_pagamento === forma);
      if (!option) throw conflict(AGRO_MESSAGES.paymentFormNotOffered);
      if (current.cost.validade < today())
        throw conflict(`Os custos desta seguradora venceram em ${dmy(current.cost.validade)}.`);
      await repo.updateCost(tx, costId, { formaAprovada: forma });
      return { aprovacaoCustoId: costId, aprovacaoForma: forma, aprovacaoPremio: option.premio };
    },
  });
}

import * as v from 'valibot';
import { pagedQuery } from './common';
import type { Policy } from './policies';
import { policyRecord } from './policies';

/**
 * The renewal radar of /apolices ('Vencendo'): policies whose current term ends in the next 30, 60 or
 * 90 days, judicial ones first, each with the borrower group's available credit limit per insurer.
 */
export const RENEWAL_WINDOWS = [30, 60, 90] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];

export const renewalListQuery = v.object({
  page: pagedQuery(['vigencia_fim']).entries.page,
  page_size: pagedQuery(['vigencia_fim']).entries.page_size,
  dias: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.picklist(RENEWAL_WINDOWS, 'O prazo do vencimento deve ser de 30, 60 ou 90 dias.'),
    ),
    30,
  ),
});
export type RenewalListQuery = v.InferOutput<typeof renewalListQuery>;

/** An insurer's approved limit for the group, what its policies in force and open quotations use. */
export interface RenewalLimit {
  seguradora: { id: string; nome: string };
  aprovado: number;
  disponivel: number;
}

export interface RenewalItem extends Policy {
  /** A court case is attached (labour-court bonds must be renewed while the case lasts). */
  judicial: boolean;
  /** Days until the current term ends (0: today). */
  dias_restantes: number;
  /** The group's limits in force, the policy's insurer first, then by available amount. */
  limites: RenewalLimit[];
}

const limitRecord = v.object({
  seguradora: v.object({ id: v.string(), nome: v.string() }),
  aprovado: v.number(),
  disponivel: v.number(),
});

export const renewalItemRecord = /*#__PURE__*/ v.object({
  ...policyRecord.entries,
  judicial: v.boolean(),
  dias_restantes: v.number(),
  limites: v.array(limitRecord),
}) satisfies v.GenericSchema<RenewalItem>;

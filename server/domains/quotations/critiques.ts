import type { Critique, CritiqueFollowUp } from '../../../src/contract/guarantee-quotations';
import type { CritiqueHost, CritiqueView, FollowUpRow } from '../critiques/service';
import { quotationTransitions } from './record';
import * as repo from './repository';
import type { QuotationAction, QuotationContext } from './workflow';

/**
 * The quotation's critiques: the critiques domain (server/domains/critiques) keyed by
 * ('cotacao_garantia', id), each change run as the quotation's action 'criticar' (its table says in
 * which stages; resolving is allowed in any), audited on the quotation. The wire names the parent
 * `cotacao_id`, and the follow-up list shows the quotation's number and borrower.
 */
export const CRITIQUE_HOST: CritiqueHost<
  repo.QuotationRow,
  QuotationAction,
  QuotationContext,
  repo.QuotationValues
> = {
  entidade: 'cotacao_garantia',
  record: quotationTransitions,
  action: 'criticar',
  find: (db, id, viewer) => repo.findQuotation(db, id, viewer),
};

export const critiqueWire = ({ entidade_id, ...c }: CritiqueView): Critique => ({
  ...c,
  cotacao_id: entidade_id,
});

export function followUpWire({ parent, dias, ...c }: FollowUpRow): CritiqueFollowUp {
  const p = parent as { numero: number; tomadorId: string; tomador: string };
  return {
    ...critiqueWire(c),
    cotacao_numero: p.numero,
    tomador: { id: p.tomadorId, nome_fantasia: p.tomador },
    dias,
  };
}

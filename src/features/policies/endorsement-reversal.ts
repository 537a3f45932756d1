import type { EndorsementTypeId } from '../../contract/policies';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

interface EndorsementLike {
  numero: string;
  tipo: { id: EndorsementTypeId; nome: string };
  data_efeito: string;
  valor: number | null;
  nova_vigencia_fim: string | null;
}

/** The request form's values that ask the insurer to undo one endorsement. */
export interface ReversalValues {
  tipo_id: EndorsementTypeId;
  data_efeito: string;
  valor: number | null;
  nova_vigencia_fim: null;
  descricao: string;
  motivo_cancelamento_id: null;
  com_restituicao: false;
  valor_restituicao: null;
}

/**
 * Cancelling an endorsement is a request to the insurer whose change undoes it, from the same
 * effective date: an increase is undone by a reduction of the same amount and a reduction by an
 * increase; a term extension, a registration change or a cancellation has no opposite type (a term
 * cannot be shortened by an extension, the chain refuses anything after a cancellation), so it is
 * asked as a registration change that names the endorsement. The description always names it, so the
 * request reads as what it is on the policy page and for the insurer.
 */
export function reversalOf(e: EndorsementLike): ReversalValues {
  const base = {
    data_efeito: e.data_efeito,
    nova_vigencia_fim: null,
    motivo_cancelamento_id: null,
    com_restituicao: false,
    valor_restituicao: null,
  } as const;
  const named = `Cancelamento do endosso ${e.numero} (${e.tipo.nome.toLowerCase()}`;
  switch (e.tipo.id) {
    case 'aumento_is':
      return {
        ...base,
        tipo_id: 'reducao_is',
        valor: e.valor,
        descricao: `${named} de ${formatMoney(e.valor ?? 0)}).`,
      };
    case 'reducao_is':
      return {
        ...base,
        tipo_id: 'aumento_is',
        valor: e.valor,
        descricao: `${named} de ${formatMoney(e.valor ?? 0)}).`,
      };
    case 'prorrogacao':
      return {
        ...base,
        tipo_id: 'alteracao_cadastral',
        valor: null,
        descricao: `${named} até ${formatDate(e.nova_vigencia_fim)}).`,
      };
    default:
      return { ...base, tipo_id: 'alteracao_cadastral', valor: null, descricao: `${named}).` };
  }
}

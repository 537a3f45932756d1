import type { Policy } from '../../contract/policies';
import type { QuotationFormValues } from './form-schema';
import { EMPTY_INSURED, displayDocument, emptyQuotationForm } from './form-schema';

/** The same day one year later (29 February becomes 28 February). */
export function nextYear(iso: string): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y + 1, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * The new quotation's form, pre-filled from the policy it renews: the same group, borrower, modality
 * and sub-modality, insured, the current insured amount and court case; a renewal emission, the new
 * term starting where the current one ends, for one year. The sub-modality's options (whether it asks
 * for a court case or an appeal) are read by the form itself, as when the user picks it.
 */
export function quotationValuesOfPolicy(p: Policy): QuotationFormValues {
  return {
    ...emptyQuotationForm,
    grupo_economico: { id: p.tomador.grupo.id, nome: p.tomador.grupo.nome },
    tomador: { id: p.tomador.id, nome: p.tomador.nome_fantasia, cnpj: '' },
    modalidade: { id: p.modalidade.id, nome: p.modalidade.nome },
    submodalidade: { id: p.submodalidade.id, nome: p.submodalidade.nome },
    tipo_emissao_id: 'renovacao',
    segurado: p.segurado
      ? {
          ...EMPTY_INSURED,
          tipo: p.segurado.tipo,
          documento: displayDocument(p.segurado.tipo, p.segurado.documento),
          nome: p.segurado.nome,
        }
      : EMPTY_INSURED,
    importancia_segurada: p.importancia_atual,
    vigencia_inicio: p.vigencia_fim_atual,
    vigencia_fim: nextYear(p.vigencia_fim_atual),
    processo: p.processo
      ? {
          numero: p.processo.numero,
          resolucao: { tribunal: p.processo.tribunal, unidade: p.processo.unidade },
        }
      : emptyQuotationForm.processo,
  };
}

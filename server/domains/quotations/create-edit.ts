import sanitizeHtml from 'sanitize-html';
import type * as v from 'valibot';
import type {
  Quotation,
  createQuotationBody,
  quotationBody,
} from '../../../src/contract/guarantee-quotations';
import { QUOTATION_MESSAGES } from '../../../src/contract/guarantee-quotations';
import type { Db } from '../../db/client';
import { conflict, forbidden } from '../../errors';
import { createOnce } from '../../lib/create-once';
import type { Created } from '../../lib/listing';
import { formatUniqueNumber, parseUniqueNumber } from '../../../src/lib/cnj';
import { quotableFor } from '../modalities/service';
import * as repo from './repository';
import { seesWholeArea } from '../../../src/contract/visibility';
import type { QuotationCaller } from './record';
import { quotationView, runAction } from './record';
import { refuse } from './common';

export type CreateData = v.InferOutput<typeof createQuotationBody>;
export type QuotationData = v.InferOutput<typeof quotationBody>;

/** The object's rich text: the tags of a simple editor, nothing that runs or loads. */
export function sanitizeObject(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'],
    allowedAttributes: {},
  }).trim();
  return clean.replace(/<[^>]*>/g, '').trim() ? clean : null;
}
/* ---------------------------------------------------------------- create and edit */

interface Checked {
  values: Omit<repo.QuotationValues, 'id'>;
}

/**
 * The checks of the data against the records it names; answers the columns to store. A caller who
 * does not see every quotation quotes only for the groups of their wallet (403); an edit may keep the
 * group it already has (`storedGroup`), even one that left the wallet since.
 */
async function checkData(
  db: Db,
  actor: QuotationCaller,
  data: QuotationData,
  storedGroup?: string,
): Promise<Checked> {
  const { scope } = actor;
  if (
    !scope.system &&
    !seesWholeArea(scope) &&
    data.grupo_economico_id !== storedGroup &&
    !(await repo.inWallet(db, data.grupo_economico_id, scope.userId))
  )
    throw forbidden(QUOTATION_MESSAGES.groupOutsideWallet);
  const group = await repo.groupContact(db, data.grupo_economico_id);
  if (!group) throw refuse('grupo_economico_id', 'Grupo econômico não encontrado.');
  const taker = await repo.findTaker(db, data.tomador_id);
  if (!taker || taker.grupoId !== group.id) throw refuse('tomador_id', QUOTATION_MESSAGES.borrowerNotInGroup);
  const sub = await repo.findSubModality(db, data.submodalidade_id);
  if (!sub || !sub.ativo) throw refuse('submodalidade_id', 'Sub-modalidade não encontrada ou inativa.');
  if (sub.modalidadeId !== data.modalidade_id)
    throw refuse('submodalidade_id', QUOTATION_MESSAGES.subModalityMismatch);
  const quotable = await quotableFor(db, actor.userId, group.id);
  if (!quotable.some((m) => m.submodalidades.some((s) => s.id === sub.id)))
    throw refuse('submodalidade_id', QUOTATION_MESSAGES.subModalityNotAllowed);

  let processo: Pick<repo.QuotationValues, 'processoNumero' | 'processoTribunalId' | 'processoUnidadeId'> = {
    processoNumero: null,
    processoTribunalId: null,
    processoUnidadeId: null,
  };
  if (sub.exigeProcesso) {
    if (!data.processo?.numero) throw refuse('processo.numero', QUOTATION_MESSAGES.processRequired);
    const parsed = parseUniqueNumber(data.processo.numero);
    if (!parsed.ok)
      throw refuse(
        'processo.numero',
        parsed.error === 'format'
          ? QUOTATION_MESSAGES.processInvalid
          : 'Dígito verificador inválido no número do processo.',
      );
    const n = parsed.value;
    const found = await repo.courtOfCase(db, `${String(n.segmento)}.${n.tribunal}`, n.origem);
    let unitId = found.unit?.id ?? null;
    if (data.processo.unidade_id) {
      const unit = await repo.courtUnit(db, data.processo.unidade_id);
      if (!unit || !found.court || unit.tribunalId !== found.court.id)
        throw refuse('processo.unidade_id', 'A unidade judiciária não pertence ao tribunal do processo.');
      unitId = unit.id;
    }
    processo = {
      processoNumero: formatUniqueNumber(n),
      processoTribunalId: found.court?.id ?? null,
      processoUnidadeId: unitId,
    };
  }
  if (sub.exigeRecurso && !data.recurso) throw refuse('recurso.valor', QUOTATION_MESSAGES.appealRequired);
  const recurso = sub.exigeRecurso && data.recurso ? data.recurso : null;
  const s = data.segurado;
  return {
    values: {
      grupoId: group.id,
      tomadorId: taker.id,
      tomadorNome: taker.nome,
      modalidadeId: data.modalidade_id,
      submodalidadeId: sub.id,
      tipoEmissao: data.tipo_emissao_id,
      seguradoTipo: s.tipo,
      seguradoDocumento: s.documento,
      seguradoNome: s.nome,
      seguradoCep: s.cep,
      seguradoLogradouro: s.logradouro,
      seguradoNumero: s.numero,
      seguradoComplemento: s.complemento,
      seguradoUf: s.uf,
      seguradoCidade: s.cidade,
      seguradoBairro: s.bairro,
      importanciaSegurada: data.importancia_segurada,
      vigenciaInicio: data.vigencia_inicio,
      vigenciaFim: data.vigencia_fim,
      recursoTipo: recurso?.tipo_id ?? null,
      recursoValor: recurso?.valor ?? null,
      recursoPercentual: recurso ? recurso.percentual : null,
      ...processo,
      objeto: sanitizeObject(data.objeto),
    },
  };
}

export async function createQuotation(
  db: Db,
  actor: QuotationCaller,
  data: CreateData,
): Promise<Created<Quotation>> {
  const { id, ...fields } = data;
  return createOnce<Quotation>({
    db,
    audit: { actor, entidade: 'cotacao_garantia' },
    request: { importancia_segurada: data.importancia_segurada, vigencia_fim: data.vigencia_fim },
    stored: async () => {
      // Another's quotation under this id is not shown: the insert then collides (409).
      const row = id ? await repo.findQuotation(db, id, actor.scope) : undefined;
      return row && quotationView(db, row);
    },
    insert: async (tx) => {
      const { values } = await checkData(tx, actor, fields);
      const row = await repo.insertQuotation(tx, {
        ...(id ? { id } : {}),
        ...values,
        responsavelId: actor.userId,
      });
      return quotationView(tx, row);
    },
    conflict: () => conflict('Esta cotação já foi registrada.'),
  });
}

export async function updateQuotation(
  db: Db,
  actor: QuotationCaller,
  id: string,
  data: QuotationData,
  ifMatch: string | undefined,
): Promise<Quotation> {
  return runAction(db, actor, id, 'editar', {
    ifMatch,
    work: async (tx, row) => (await checkData(tx, actor, data, row.grupoId)).values,
  });
}

export async function cancel(
  db: Db,
  actor: QuotationCaller,
  id: string,
  justificativa: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'cancelar', {
    work: async () => ({ justificativaCancelamento: justificativa }),
  });
}

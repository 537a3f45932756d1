import { SEGMENTS, UNIT_NOT_APPLICABLE } from '../../../src/contract/judiciary';
import type {
  CourtSuggestion,
  CourtUnitSuggestion,
  SegmentSuggestion,
  UniqueNumberLookup,
} from '../../../src/contract/judiciary';
import { PLACEHOLDER_ID } from '../../../src/contract/permissions';
import { formatUniqueNumber, parseUniqueNumber } from '../../../src/lib/cnj';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import * as repo from './repository';
import { segmentName } from './service';

/** Suggest lists stay small: they feed autocompletes and are cached offline. */
const SUGGEST_LIMIT = 20;

export function segmentSuggestions(): SegmentSuggestion[] {
  return Object.entries(SEGMENTS).map(([id, nome]) => ({ id: Number(id), nome }));
}

export async function courtSuggestions(
  db: Db,
  segmento: number,
  query: string | undefined,
): Promise<CourtSuggestion[]> {
  const rows = await repo.suggestCourts(db, segmento, query || undefined, SUGGEST_LIMIT);
  return rows.map((c) => ({ id: c.id, nome: c.nome, codigo: c.codigo, sigla: c.sigla }));
}

/** 'NÃO SE APLICA' first: a quotation may concern a court without a specific unit. */
export async function courtUnitSuggestions(
  db: Db,
  segmento: number,
  courtId: string,
  query: string | undefined,
): Promise<CourtUnitSuggestion[]> {
  const court = await repo.findCourt(db, courtId);
  if (!court || court.segmento !== segmento) throw notFound();
  const rows = await repo.suggestCourtUnits(db, courtId, query || undefined, SUGGEST_LIMIT);
  return [
    { id: PLACEHOLDER_ID, nome: UNIT_NOT_APPLICABLE },
    ...rows.map((u) => ({ id: u.id, nome: u.nome, codigo: u.codigo })),
  ];
}

const invalidNumber = (message: string) => badRequest([{ field: 'numero', message }]);

/** "à Justiça do Trabalho", "ao Superior Tribunal de Justiça". */
const withArticle = (name: string) => (name.startsWith('Justiça') ? `à ${name}` : `ao ${name}`);

/**
 * What a CNJ unique process number points to. `expectedSegment` 0 accepts any segment. The court and
 * unit are the active ones registered here, or null: the number stays valid without them.
 */
export async function lookupUniqueNumber(
  db: Db,
  expectedSegment: number,
  numero: string,
): Promise<UniqueNumberLookup> {
  const parsed = parseUniqueNumber(numero);
  if (!parsed.ok)
    throw invalidNumber(
      parsed.error === 'format'
        ? 'Número de processo inválido: use o formato NNNNNNN-DD.AAAA.J.TR.OOOO.'
        : 'Dígito verificador inválido no número do processo.',
    );
  const n = parsed.value;
  if (expectedSegment !== 0 && n.segmento !== expectedSegment)
    throw invalidNumber(
      `O processo pertence ${withArticle(segmentName(n.segmento))}, não ao segmento esperado.`,
    );

  const court = await repo.findCourtByCode(db, `${String(n.segmento)}.${n.tribunal}`);
  const activeCourt = court?.ativo ? court : undefined;
  const unit = activeCourt ? await repo.findCourtUnitByCode(db, activeCourt.id, n.origem) : undefined;
  return {
    numero: formatUniqueNumber(n),
    ano: Number(n.ano),
    origem: n.origem,
    segmento: { id: n.segmento, nome: segmentName(n.segmento) },
    tribunal: activeCourt
      ? { id: activeCourt.id, codigo: activeCourt.codigo, sigla: activeCourt.sigla, nome: activeCourt.nome }
      : null,
    unidade: unit?.ativo ? { id: unit.id, codigo: unit.codigo, nome: unit.nome } : null,
  };
}

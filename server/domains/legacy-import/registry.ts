import type { LegacyImportType, LegacyImportTypeId } from '../../../src/contract/legacy-import';
import { groupsKind } from './kind-groups';
import { invoicesKind } from './kind-invoices';
import { limitsKind } from './kind-limits';
import { policiesKind } from './kind-policies';
import type { ImportKind } from './kinds';

/**
 * Every kind of legacy file: one module each (columns, parsing by the domain's schema, natural key,
 * upsert through the domain's service). A kind's value type stays inside its module: the runner only
 * hands `parse`'s result back to the same kind's `key` and `write`.
 */
const KINDS = {
  grupos: groupsKind,
  limites: limitsKind,
  apolices: policiesKind,
  faturas: invoicesKind,
} satisfies Record<LegacyImportTypeId, unknown>;

export const kindOf = (id: LegacyImportTypeId): ImportKind<unknown> =>
  KINDS[id] as unknown as ImportKind<unknown>;

/** GET tipo/suggest. */
export const typeSuggestions = (): LegacyImportType[] =>
  Object.values(KINDS).map((k) => ({
    id: k.id,
    nome: k.nome,
    colunas: k.colunas,
    obrigatorias: k.colunas.filter((c) => c.obrigatoria).map((c) => c.nome),
  }));

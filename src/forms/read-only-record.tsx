import type { AuditedEntity } from '../contract/audit';
import { AUDIT_FIELD_LABELS } from '../contract/audit';
import { formatAuditValue } from '../contract/audit-values';

/** Fields a read-only view leaves out: counts and flags the page says elsewhere, and files by address. */
const HIDDEN = new Set([
  'id',
  'criado_em',
  'atualizado_em',
  'total_empresas',
  'favorito',
  'avatar_url',
  'logo',
]);

export interface ReadOnlyRecordProps {
  /** The kind of record: its fields' labels are the ones its history uses (AUDIT_FIELD_LABELS). */
  entity: AuditedEntity;
  /** The record as GET gives it. */
  record: object;
  /** Fields to leave out besides the bookkeeping ones. */
  omit?: readonly string[];
  /** The list's accessible name. */
  label?: string;
}

/**
 * A record shown as text to whoever may read it but not change it: one 'Rótulo: valor' per field,
 * in the order of the entity's labels, values as the history formats them (names, R$, dd/mm/aaaa,
 * masks). One rendering for every domain, instead of a disabled form whose selects may not even
 * know the saved option.
 */
export function ReadOnlyRecord({
  entity,
  record,
  omit = [],
  label = 'Dados do registro',
}: ReadOnlyRecordProps) {
  const values = record as Record<string, unknown>;
  const rows = Object.entries(AUDIT_FIELD_LABELS[entity])
    .filter(([campo]) => campo in values && !HIDDEN.has(campo) && !omit.includes(campo))
    // Two wire names may share a label (the own account's fields): the first one shown wins.
    .filter(([, rotulo], index, all) => all.findIndex(([, other]) => other === rotulo) === index)
    .map(([campo, rotulo]) => ({ campo, rotulo, texto: formatAuditValue(campo, values[campo]) }));
  return (
    <section aria-label={label} className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="mb-3 text-sm text-slate-600">Somente leitura: você pode consultar, mas não alterar.</p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(({ campo, rotulo, texto }) => (
          <div key={campo} className="flex min-w-0 flex-col">
            <dt className="text-sm font-medium text-slate-600">{rotulo}</dt>
            <dd className="break-words text-base text-slate-900">{texto}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

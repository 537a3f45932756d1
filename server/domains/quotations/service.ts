import type { QuotationLog } from '../../../src/contract/guarantee-quotations';
import { AUDIT_ACTIONS } from '../../../src/contract/audit';
import type { AuditAction } from '../../../src/contract/audit';
import type { Db } from '../../db/client';
import { existing } from './record';
import * as repo from './repository';
import type { QuotationScope } from './scope';

/**
 * The guarantee quotation's service, by the lines of its workflow: the record and its one write path
 * (record.ts, through server/lib/transition.ts), reads and lists (reads.ts), create and edit
 * (create-edit.ts), costs (costs.ts), draft and policy (draft-policy.ts), e-mail (mail.ts) and
 * critiques (critiques.ts, composing server/domains/critiques). The history stays here.
 */
export * from './reads';
export * from './create-edit';
export * from './costs';
export * from './draft-policy';
export * from './mail';
export { runAction } from './record';

export async function logs(
  db: Db,
  id: string,
  detailed: boolean,
  scope: QuotationScope,
): Promise<QuotationLog[]> {
  await existing(db, id, scope);
  const rows = await repo.auditRows(db, id);
  return rows.map((r) => {
    const antes = (r.antes ?? {}) as Record<string, unknown>;
    const depois = (r.depois ?? {}) as Record<string, unknown>;
    const acao = r.acao as AuditAction;
    return {
      id: r.id,
      acao,
      descricao: `${r.usuarioNome} ${AUDIT_ACTIONS[acao] ?? acao}`,
      usuario: { id: r.usuarioId, nome: r.usuarioNome },
      criado_em: r.criadoEm.toISOString(),
      alteracoes: detailed
        ? Object.keys(depois).map((campo) => ({ campo, antes: antes[campo] ?? null, depois: depois[campo] }))
        : [],
    };
  });
}

import { asc, isNull } from 'drizzle-orm';
import { splitPremium } from '../../../src/contract/invoices';
import type { Db } from '../client';
import { invoices, policies } from '../schema';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo invoices on the demo policies, in every status: each policy's premium in 4 monthly instalments
 * that started 75 days ago, so the first ones are past due. On the first policy the first is paid, the
 * second overdue, the third open, and a fourth inactivated (reissued by the insurer); the second policy
 * (the one that ended) has all paid but one overdue; the others are left open and overdue alike, which
 * gives the groups' pages their payment alert. Only when no invoice exists yet.
 */
export async function seedDemoInvoices(db: Db, ownerId: string | null): Promise<void> {
  const [any] = await db.select({ id: invoices.id }).from(invoices).limit(1);
  if (any) return;
  const list = await db
    .select({ id: policies.id, numero: policies.numero, premio: policies.premio })
    .from(policies)
    .where(isNull(policies.canceladaEm))
    .orderBy(asc(policies.criadoEm), asc(policies.numero));
  for (const [index, policy] of list.entries()) {
    const parts = splitPremium(policy.premio, 4, day(-75));
    for (const part of parts) {
      // Policy 0: paga, vencida, em aberto, inativa. Policy 1: three paid, the last overdue.
      const paid = index === 0 ? part.parcela === 1 : index === 1 ? part.parcela <= 3 : false;
      const inactive = index === 0 && part.parcela === 4;
      const vencimento = index === 1 && part.parcela === 4 ? day(-5) : part.vencimento;
      await db.insert(invoices).values({
        apoliceId: policy.id,
        numero: `${policy.numero}-${part.parcela}`,
        parcela: part.parcela,
        parcelas: parts.length,
        valor: part.valor,
        vencimento,
        pagoEm: paid ? part.vencimento : null,
        valorPago: paid ? part.valor : null,
        inativadaEm: inactive ? new Date(Date.now() - 2 * 86_400_000) : null,
        motivoInativacao: inactive ? 'substituida' : null,
        observacaoInativacao: inactive ? 'A seguradora reemitiu o boleto com novo vencimento.' : null,
        criadoPor: ownerId,
      });
    }
  }
}

import sanitizeHtml from 'sanitize-html';
import type * as v from 'valibot';
import type { Quotation, emailBody } from '../../../src/contract/guarantee-quotations';
import { QUOTATION_MESSAGES, formatQuotationNumber } from '../../../src/contract/guarantee-quotations';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../lib/mail-outbox';
import * as repo from './repository';
import { toQuotation } from './views';
import type { QuotationCaller } from './record';
import { runAction } from './record';
import { refuse } from './common';

/* ---------------------------------------------------------------- e-mail to insurers */

export async function sendEmail(
  db: Db,
  actor: QuotationCaller,
  id: string,
  data: v.InferOutput<typeof emailBody>,
): Promise<Quotation> {
  return runAction(db, actor, id, 'enviar_email', {
    work: async (tx, row) => {
      // The e-mail shows the quotation as a reader sees it: the one action that reads the wire view.
      const q = await toQuotation(tx, row);
      const targets =
        data.seguradora_ids ??
        q.custos.filter((c) => c.status.id !== 'declinado').map((c) => c.seguradora.id);
      for (const t of targets)
        if (!q.custos.some((c) => c.seguradora.id === t))
          throw refuse('seguradora_ids', QUOTATION_MESSAGES.insurerNotInQuotation);
      let queued = 0;
      for (const insurerId of targets) {
        const to = await repo.insurerAddresses(tx, insurerId);
        if (to.length === 0) continue;
        queued++;
        await enqueueMail(
          tx,
          {
            to: to.join(', '),
            subject: `Cotação de seguro garantia ${formatQuotationNumber(row.numero)} – ${row.tomadorNome}`,
            text: quotationMailText(q, data.mensagem),
          },
          actor.userId,
        );
      }
      if (queued === 0) throw refuse('seguradora_ids', QUOTATION_MESSAGES.noEmailAddresses);
    },
  });
}

const money = (n: number) =>
  n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
const dmy = (d: string) => d.split('-').reverse().join('/');

function quotationMailText(q: Omit<Quotation, 'acoes'>, mensagem: string | null): string {
  return [
    'Prezados,',
    '',
    `Solicitamos cotação de seguro garantia (${formatQuotationNumber(q.numero)}):`,
    `Tomador: ${q.tomador.nome_fantasia} (CNPJ ${q.tomador.cnpj})`,
    `Modalidade: ${q.modalidade.nome} / ${q.submodalidade.nome}`,
    `Segurado: ${q.segurado.nome} (${q.segurado.documento})`,
    `Importância segurada: ${money(q.importancia_segurada)}`,
    `Vigência: ${dmy(q.vigencia_inicio)} a ${dmy(q.vigencia_fim)}`,
    ...(q.processo ? [`Processo: ${q.processo.numero}`] : []),
    ...(q.objeto ? ['', 'Objeto:', sanitizeHtml(q.objeto, { allowedTags: [], allowedAttributes: {} })] : []),
    ...(mensagem ? ['', mensagem] : []),
  ].join('\n');
}

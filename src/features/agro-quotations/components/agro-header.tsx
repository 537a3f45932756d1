import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AgroQuotation } from '../../../contract/agro-quotations';
import { formatAgroNumber } from '../../../contract/agro-quotations';
import { RecordActionsNotice } from '../../../forms/record-actions-notice';
import { buttonClasses } from '../../../ui/button';
import { LoadState } from '../../../ui/form-dialog';
import { agroQuotationQuery } from '../api';
import { AgroStateBadge } from '../columns';
import { useAgroWorkflow } from './use-agro-workflow';

/** The print view of a quotation: public, opened with its token (the guest's link works too). */
export const printHref = (q: Pick<AgroQuotation, 'id' | 'token_impressao'>) =>
  `/print-quotation/${encodeURIComponent(q.id)}?token=${encodeURIComponent(q.token_impressao)}`;

/** The header of the agro quotation's pages: number, state, product and the links between them. */
export function AgroHeader({ q, current }: { q: AgroQuotation; current: 'resumo' | 'historico' }) {
  const params = { id: q.id };
  return (
    <header className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Cotação agro {formatAgroNumber(q.numero)}</h1>
          <p className="text-sm text-slate-600">
            {q.produto.nome} · {q.cobertura.nome}
            {q.convidado && ' · iniciada pelo produtor'}
          </p>
        </div>
        <AgroStateBadge state={q.situacao} />
      </div>
      <nav aria-label="Páginas da cotação agro" className="flex flex-wrap gap-2">
        <Link
          to="/cotacao/$id/resumo-cotacao-agro"
          params={params}
          aria-current={current === 'resumo' ? 'page' : undefined}
          className={buttonClasses('secondary')}
        >
          Resumo
        </Link>
        <Link
          to="/cotacao/$id/historico-cotacao-agro"
          params={params}
          aria-current={current === 'historico' ? 'page' : undefined}
          className={buttonClasses('secondary')}
        >
          Histórico
        </Link>
        <a href={printHref(q)} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
          Versão para impressão
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </nav>
    </header>
  );
}

/** The quotation's actions saved on the device: waiting to be sent, or refused by the server. */
function PendingNotice({ q }: { q: AgroQuotation }) {
  return <RecordActionsNotice actions={useAgroWorkflow(q).queued} />;
}

/** A page of /cotacao/{id}/...-agro: the header over its own content. */
export function AgroFrame({
  id,
  current,
  children,
}: {
  id: string;
  current: 'resumo' | 'historico';
  children: (q: AgroQuotation) => ReactNode;
}) {
  const quotation = useQuery(agroQuotationQuery(id));
  if (!quotation.data)
    return (
      <LoadState
        error={quotation.error ? 'Não foi possível ler a cotação agro.' : null}
        message={
          quotation.fetchStatus === 'paused'
            ? 'Sem conexão: a cotação será carregada quando o sinal voltar.'
            : undefined
        }
      />
    );
  const q = quotation.data;
  return (
    <section className="flex flex-col gap-4">
      <AgroHeader q={q} current={current} />
      <PendingNotice q={q} />
      {children(q)}
    </section>
  );
}

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { queryClient } from '../../../api/query';
import type { BrokerSuggestion } from '../../../contract/brokers';
import type { CoBrokerage } from '../../../contract/credit-limits';
import { brokerSuggestQuery } from '../../../lookups/brokers';
import { Autocomplete } from '../../../ui/autocomplete';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormAlert } from '../../../ui/form-alert';
import { FormField } from '../../../ui/form-field';
import { PercentInput } from '../../../ui/percent-input';
import { coBrokerageQuery } from '../api';
import type { GroupRef } from '../commands';
import type { CoBrokerRow } from '../form-schema';
import { coBrokerageOf, shareTotal } from '../form-schema';
import { useConsultChange } from './use-consult-change';

export interface CoBrokerageSectionProps {
  group: GroupRef;
  consultId: string;
  /** The consult's ETag: a change made meanwhile elsewhere is a 412, not overwritten. */
  etag: string | null;
  canWrite: boolean;
}

const rowsOf = (data: CoBrokerage): CoBrokerRow[] =>
  data.corretoras.map((c) => ({
    corretora: c.corretora_id ? { id: c.corretora_id, nome: c.nome ?? '' } : null,
    percentagem_participacao: c.percentagem_participacao,
  }));

/** 'Cocorretagem': the partner brokers of the consult's limit and their shares of the commission. */
export function CoBrokerageSection(props: CoBrokerageSectionProps) {
  const headingId = useId();
  const coBrokerage = useQuery(coBrokerageQuery(props.group.id, props.consultId));
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Cocorretagem
      </h2>
      {coBrokerage.data ? (
        props.canWrite ? (
          <CoBrokerageForm key={coBrokerage.dataUpdatedAt} {...props} data={coBrokerage.data} />
        ) : (
          <CoBrokerageReadOnly data={coBrokerage.data} />
        )
      ) : (
        <p className="text-sm text-slate-600">
          {coBrokerage.isError ? 'Não foi possível carregar a cocorretagem.' : 'Carregando cocorretagem…'}
        </p>
      )}
    </section>
  );
}

const percent = (value: number) =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** The co-brokerage as text, for whoever may read the consult but not change it (no disabled form). */
export function CoBrokerageReadOnly({ data }: { data: CoBrokerage }) {
  const rows = rowsOf(data);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">Somente leitura: você pode consultar, mas não alterar.</p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="flex flex-col">
          <dt className="text-sm font-medium text-slate-600">Cocorretagem ativa</dt>
          <dd className="text-base text-slate-900">{data.ativo ? 'Sim' : 'Não'}</dd>
        </div>
        {rows.map((row, index) => (
          <div key={index} className="flex min-w-0 flex-col">
            <dt className="text-sm font-medium text-slate-600">{`Corretora ${String(index + 1)}`}</dt>
            <dd className="break-words text-base text-slate-900">
              {row.corretora?.nome ?? 'Não informada'}
              {row.percentagem_participacao !== null && ` — ${percent(row.percentagem_participacao)}`}
            </dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">Nenhuma corretora parceira.</p>
      ) : (
        <p className="text-sm font-medium text-slate-700">Total: {percent(shareTotal(rows))}</p>
      )}
    </div>
  );
}

function CoBrokerageForm({ group, consultId, etag, data }: CoBrokerageSectionProps & { data: CoBrokerage }) {
  const [active, setActive] = useState(data.ativo);
  const [rows, setRows] = useState<CoBrokerRow[]>(() => rowsOf(data));
  const { error, busy, send } = useConsultChange();
  const total = shareTotal(rows);
  const change = (index: number, patch: Partial<CoBrokerRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = async () => {
    const checked = coBrokerageOf(active, rows);
    await send(
      checked.ok
        ? {
            ok: true,
            update: {
              group,
              consultId,
              etag,
              label: 'Alterar cocorretagem',
              change: { cocorretagem: checked.body },
            },
          }
        : checked,
      'Cocorretagem salva.',
    );
  };

  return (
    <form
      noValidate
      aria-label="Cocorretagem"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="contents">
        <FormAlert message={error} />
        <CheckboxField
          label="Cocorretagem ativa"
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <ol className="flex flex-col gap-3">
          {rows.map((row, index) => {
            const n = String(index + 1);
            return (
              <li key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_10rem_auto]">
                <FormField label={`Corretora ${n}`}>
                  <Autocomplete<BrokerSuggestion>
                    value={row.corretora ? { ...row.corretora, cnpj: '' } : null}
                    onChange={(picked) =>
                      change(index, { corretora: picked && { id: picked.id, nome: picked.nome } })
                    }
                    load={(query) => queryClient.query(brokerSuggestQuery(query))}
                    getLabel={(b) => b.nome}
                    getKey={(b) => b.id}
                  />
                </FormField>
                <FormField label={`Participação ${n} (%)`}>
                  <PercentInput
                    value={row.percentagem_participacao}
                    onChange={(value) => change(index, { percentagem_participacao: value })}
                  />
                </FormField>
                <Button
                  variant="ghost"
                  aria-label={`Remover corretora ${n}`}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
        <p
          aria-live="polite"
          className={`text-sm font-medium ${total === 100 ? 'text-slate-700' : 'text-amber-800'}`}
        >
          Total: {percent(total)}
        </p>
        <div className="flex flex-wrap justify-between gap-3">
          <Button
            variant="secondary"
            onClick={() =>
              setRows((current) => [...current, { corretora: null, percentagem_participacao: null }])
            }
          >
            Adicionar corretora
          </Button>
          <Button type="submit" loading={busy}>
            Salvar cocorretagem
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

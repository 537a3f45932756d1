import { useState, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgroCost, AgroCostOption, AgroQuotation } from '../../../contract/agro-quotations';
import { agroCostBody } from '../../../contract/agro-quotations';
import type { InsurerSuggestion } from '../../../contract/insurers';
import { formatDate } from '../../../lib/dates';
import { formatMoney, percentOf } from '../../../lib/money';
import { AGRO_FORM_DATA_FALLBACK, agroFormDataQuery } from '../../../lookups/agro';
import { insurerSuggestQuery } from '../../../lookups/insurers';
import { lookupKey } from '../../../lookups/keys';
import { Autocomplete } from '../../../ui/autocomplete';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DateInput } from '../../../ui/date-input';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog, LoadState } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { MoneyInput } from '../../../ui/money-input';
import { PercentInput } from '../../../ui/percent-input';
import { TextArea } from '../../../ui/text-area';
import { agroCostsQuery } from '../api';
import { addAgroCost, agroRefOf, approveAgroPaymentForm } from '../commands';
import type { FieldErrors } from '../validate';
import { validate } from '../validate';
import { useWorkflowAction } from '../../../forms/use-workflow-action';
import { useAgroWorkflow } from './use-agro-workflow';
import { ScrollRegion } from '../../../ui/data-table/scroll-region';

const pct = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}%`;

/**
 * The insurers' costs by payment form (premium, installments, installment value), 'Adicionar custos'
 * and 'Aprovar' per payment form, each only while the state allows it.
 */
export function AgroCosts({ q }: { q: AgroQuotation }) {
  const costs = useQuery(agroCostsQuery(q.id));
  const { allowed } = useAgroWorkflow(q);
  const [adding, setAdding] = useState(false);
  const [approving, setApproving] = useState<{ cost: AgroCost; option: AgroCostOption } | null>(null);
  const approve = useWorkflowAction(approveAgroPaymentForm);
  // Whoever may add costs gets the insurers' list on this device while there is signal, so the
  // picker of 'Adicionar custos' still has it at the farm without one.
  useQuery({ ...insurerSuggestQuery(''), enabled: allowed.includes('adicionar_custo') });

  return (
    <section
      aria-labelledby="custos-agro"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="custos-agro" className="text-base font-semibold text-slate-900">
          Custos das seguradoras
        </h2>
        {allowed.includes('adicionar_custo') && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Adicionar custos
          </Button>
        )}
      </div>
      {!costs.data ? (
        <LoadState error={costs.error ? 'Não foi possível ler os custos.' : null} />
      ) : costs.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum custo registrado ainda.</p>
      ) : (
        // Each insurer is a row group headed by its name and terms, over one line per payment form: no
        // column for the insurer, so the lines and their 'Aprovar' fit a tablet's 768 px beside the menu
        // (on a phone the table scrolls sideways inside its own box; `relative` keeps the sr-only texts
        // inside that box instead of widening the page).
        <ScrollRegion label="Custos por seguradora e forma de pagamento" className="relative">
          <table className="w-full min-w-[30rem] text-left text-sm">
            <caption className="sr-only">Custos por seguradora e forma de pagamento</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Forma de pagamento
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Prêmio
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Parcelas
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Valor da parcela
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            {costs.data.map((cost) => (
              <tbody key={cost.id}>
                <tr className="border-t border-slate-200">
                  <th scope="rowgroup" colSpan={5} className="pt-3 pb-1 font-medium text-slate-900">
                    {cost.seguradora.nome}
                    <span className="block text-xs font-normal text-slate-600">
                      IS {formatMoney(cost.importancia_segurada)} · taxa {pct(cost.taxa)} · subvenção{' '}
                      {pct(cost.subvencao_percentual)} · franquia {pct(cost.franquia_percentual)} · válido até{' '}
                      {formatDate(cost.validade)}
                    </span>
                  </th>
                </tr>
                {cost.opcoes.map((option) => {
                  const approved = cost.aprovada?.id === option.forma_pagamento.id;
                  return (
                    <tr
                      key={option.forma_pagamento.id}
                      className={`border-t border-slate-100 ${approved ? 'bg-emerald-50' : ''}`}
                    >
                      <td className="py-2 pr-3">
                        {option.forma_pagamento.nome}
                        {approved && (
                          <span className="ml-2 rounded bg-emerald-700 px-1.5 py-0.5 text-[11px] text-white">
                            Aprovada
                          </span>
                        )}
                      </td>
                      <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                        {formatMoney(option.premio)}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{option.parcelas}x</td>
                      <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                        {formatMoney(option.valor_parcela)}
                      </td>
                      <td className="py-2 text-right">
                        {allowed.includes('aprovar_forma_pagamento') && (
                          <Button
                            aria-label={`Aprovar ${option.forma_pagamento.nome} da ${cost.seguradora.nome}`}
                            onClick={() => setApproving({ cost, option })}
                          >
                            Aprovar
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </ScrollRegion>
      )}
      <FormAlert message={approve.error} />
      {adding && <AddCostDialog q={q} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => {
          if (!open) setApproving(null);
        }}
        title="Aprovar forma de pagamento"
        description={
          approving
            ? `${approving.cost.seguradora.nome}, ${approving.option.forma_pagamento.nome}: prêmio de ${formatMoney(approving.option.premio)} em ${approving.option.parcelas}x de ${formatMoney(approving.option.valor_parcela)}. O cartão de adesão sai com esta escolha.`
            : ''
        }
        confirmLabel="Aprovar"
        onConfirm={() => {
          if (!approving) return;
          const { cost, option } = approving;
          void approve.run(
            {
              quotation: agroRefOf(q),
              costId: cost.id,
              forma: option.forma_pagamento.id,
              label: `${cost.seguradora.nome} · ${option.forma_pagamento.nome}`,
            },
            'Forma de pagamento aprovada.',
          );
        }}
      />
    </section>
  );
}

/** One payment form's line of the dialog. */
interface OptionDraft {
  on: boolean;
  premio: number | null;
  /** The premium was filled from the rate and not typed: it follows the rate until someone types. */
  filled: boolean;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The insurers this device already holds: every list the picker loaded, the full one included. */
function cachedInsurers(client: QueryClient, query: string): InsurerSuggestion[] | null {
  const lists = client.getQueriesData<InsurerSuggestion[]>({
    queryKey: lookupKey('insurers', 'suggest'),
  });
  const byId = new Map<string, InsurerSuggestion>();
  for (const [, list] of lists) for (const i of list ?? []) byId.set(i.id, i);
  if (byId.size === 0) return null;
  const wanted = fold(query.trim());
  return [...byId.values()]
    .filter((i) => fold(i.nome).includes(wanted))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

export const NO_INSURERS_OFFLINE =
  'Sem conexão: a lista de seguradoras ainda não está neste dispositivo. Abra esta cotação com sinal uma vez para guardá-la; até lá não dá para adicionar custos.';

/**
 * The picker's options: from the server with signal; without it, from the lists already on this
 * device (a query that waits for the network would say 'Carregando opções…' forever).
 */
function loadInsurers(client: QueryClient, query: string): Promise<InsurerSuggestion[]> {
  if (onlineManager.isOnline()) return client.query(insurerSuggestQuery(query));
  const cached = cachedInsurers(client, query);
  return cached ? Promise.resolve(cached) : Promise.reject(new Error(NO_INSURERS_OFFLINE));
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

function instalmentsText(parcelas: number, premio: number | null): string {
  if (parcelas === 1) return 'Parcela única';
  const each = premio !== null && premio > 0 ? ` de ${formatMoney(premio / parcelas)}` : '';
  return `${String(parcelas)} parcelas${each}`;
}

/** 'aaaa-mm-dd' thirty days from today (a cost's usual validity). */
function in30Days(): string {
  const d = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
}

/** 'Adicionar custos': one insurer's offer, one line per payment form offered. */
export function AddCostDialog({ q, onClose }: { q: AgroQuotation; onClose: () => void }) {
  const formData = useQuery(agroFormDataQuery);
  const forms = formData.data?.formas_pagamento ?? AGRO_FORM_DATA_FALLBACK.formas_pagamento;
  const [insurer, setInsurer] = useState<InsurerSuggestion | null>(null);
  const [insured, setInsured] = useState<number | null>(q.importancia_segurada);
  const [taxa, setTaxa] = useState<number | null>(null);
  const [subsidy, setSubsidy] = useState<number | null>(q.subvencao_percentual ?? 0);
  const [deductible, setDeductible] = useState<number | null>(q.franquia_percentual ?? 0);
  const [validity, setValidity] = useState<string | null>(in30Days);
  const [notes, setNotes] = useState('');
  const [options, setOptions] = useState<Record<string, OptionDraft>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const command = useWorkflowAction(addAgroCost);
  const online = useOnline();
  const client = useQueryClient();
  const noInsurers = !online && cachedInsurers(client, '') === null;
  const byRate = insured !== null && taxa !== null && taxa > 0 ? percentOf(insured, taxa) : null;
  // A line ticked before the rate was known, or still holding the premium the rate gave, shows the
  // premium by the rate (importância segurada × taxa) until someone types another.
  const optionOf = (id: string): OptionDraft => {
    const o = options[id] ?? { on: false, premio: null, filled: true };
    return o.on && o.filled && byRate !== null ? { ...o, premio: byRate, filled: true } : o;
  };
  const setOption = (id: string, patch: Partial<OptionDraft>) =>
    setOptions((all) => ({ ...all, [id]: { ...optionOf(id), ...patch } }));

  const submit = async () => {
    const found: FieldErrors = {};
    if (!insurer) found.seguradora_id = 'Escolha a seguradora.';
    if (insured === null) found.importancia_segurada = 'Informe a importância segurada.';
    if (taxa === null) found.taxa = 'Informe a taxa.';
    if (!validity) found.validade = 'Informe a validade.';
    const chosen = forms.filter((f) => optionOf(f.id).on);
    if (chosen.length === 0) found.opcoes = 'Informe ao menos uma forma de pagamento.';
    for (const f of chosen) {
      const premio = optionOf(f.id).premio;
      if (premio === null || premio <= 0) found[`premio.${f.id}`] = 'O prêmio deve ser maior que zero.';
    }
    const body = {
      id: crypto.randomUUID(),
      cotacao_id: q.id,
      seguradora_id: insurer?.id ?? '',
      importancia_segurada: insured ?? 0,
      taxa: taxa ?? 0,
      subvencao_percentual: subsidy ?? 0,
      franquia_percentual: deductible ?? 0,
      validade: validity ?? '',
      opcoes: chosen.map((f) => {
        const o = optionOf(f.id);
        return { forma_pagamento: f.id, premio: o.premio ?? 0, parcelas: f.parcelas };
      }),
      ...(notes.trim() ? { observacoes: notes.trim() } : {}),
    };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const parsed = validate(agroCostBody, body);
    if (!parsed.ok) {
      // Map the schema's paths ('opcoes.0.premio') back to the lines of the screen.
      const mapped: FieldErrors = {};
      for (const [path, message] of Object.entries(parsed.errors)) {
        const line = /^opcoes\.(\d+)\.(\w+)$/.exec(path);
        const form = line ? chosen[Number(line[1])] : undefined;
        mapped[form ? `${line?.[2] ?? 'premio'}.${form.id}` : path] = message;
      }
      setErrors(mapped);
      return;
    }
    setErrors({});
    const ok = await command.run(
      { quotation: agroRefOf(q), seguradora: insurer?.nome ?? '', body: { ...parsed.output, id: body.id } },
      `Custos da ${insurer?.nome ?? 'seguradora'} registrados.`,
    );
    if (ok) onClose();
  };

  return (
    <FormDialog title="Adicionar custos" onClose={onClose}>
      <form
        className="grid gap-3 sm:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {noInsurers && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
            {NO_INSURERS_OFFLINE}
          </p>
        )}
        {!online && !noInsurers && (
          <p role="status" className="text-sm text-slate-600 sm:col-span-2">
            Sem conexão: as seguradoras vêm da lista guardada neste dispositivo e os custos seguem quando o
            sinal voltar.
          </p>
        )}
        {/* Without the insurers' list nothing here can be saved: the fields say so by being off. */}
        <fieldset disabled={noInsurers} className="contents">
          <FormField label="Seguradora" required error={errors.seguradora_id} className="sm:col-span-2">
            <Autocomplete<InsurerSuggestion>
              value={insurer}
              onChange={setInsurer}
              disabled={noInsurers}
              load={(query) => loadInsurers(client, query)}
              getLabel={(i) => i.nome}
              getKey={(i) => i.id}
              placeholder="Escolha a seguradora"
              emptyText="Nenhuma seguradora encontrada."
            />
          </FormField>
          <FormField label="Importância segurada" required error={errors.importancia_segurada}>
            <MoneyInput value={insured} onChange={setInsured} />
          </FormField>
          <FormField
            label="Taxa (%)"
            required
            error={errors.taxa}
            hint={byRate !== null ? `Prêmio pela taxa: ${formatMoney(byRate)}` : undefined}
          >
            <PercentInput value={taxa} onChange={setTaxa} />
          </FormField>
          <FormField
            label="Subvenção (%)"
            error={errors.subvencao_percentual}
            hint="Subvenção federal ao prêmio (PSR)."
          >
            <PercentInput value={subsidy} onChange={setSubsidy} />
          </FormField>
          <FormField label="Franquia (%)" error={errors.franquia_percentual}>
            <PercentInput value={deductible} onChange={setDeductible} />
          </FormField>
          <FormField label="Validade" required error={errors.validade}>
            <DateInput value={validity} onChange={setValidity} />
          </FormField>

          <fieldset
            className="flex flex-col gap-2 sm:col-span-2"
            aria-describedby={errors.opcoes ? 'opcoes-erro' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-slate-700">
              Formas de pagamento oferecidas
            </legend>
            {byRate !== null && (
              <p className="text-xs text-slate-500">
                Cada forma marcada começa com o prêmio pela taxa ({formatMoney(byRate)}); digite outro se a
                seguradora cotou diferente.
              </p>
            )}
            {errors.opcoes && (
              <p id="opcoes-erro" className="text-sm text-red-700">
                {errors.opcoes}
              </p>
            )}
            {forms.map((f) => {
              const o = optionOf(f.id);
              const premioError = errors[`premio.${f.id}`];
              const parcelasError = errors[`parcelas.${f.id}`];
              const errorId = `erro-forma-${f.id}`;
              return (
                <div
                  key={f.id}
                  className="grid gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-3 sm:items-center"
                >
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={o.on}
                      onChange={(e) => setOption(f.id, { on: e.currentTarget.checked })}
                    />
                    {f.nome}
                  </label>
                  <MoneyInput
                    value={o.premio}
                    disabled={!o.on}
                    placeholder="Prêmio"
                    aria-label={`Prêmio (${f.nome})`}
                    aria-invalid={premioError ? true : undefined}
                    aria-describedby={premioError || parcelasError ? errorId : undefined}
                    onChange={(premio) => setOption(f.id, { premio, filled: false })}
                  />
                  {/* The count is the payment form's own ('Parcelado em 2 vezes' is 2): nothing to choose. */}
                  <p id={`parcelas-forma-${f.id}`} className="text-sm text-slate-700 tabular-nums">
                    {instalmentsText(f.parcelas, o.on ? o.premio : null)}
                  </p>
                  {(premioError ?? parcelasError) && (
                    <p id={errorId} className="text-sm text-red-700 sm:col-span-3">
                      {premioError ?? parcelasError}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
          <FormField label="Observações" className="sm:col-span-2">
            <TextArea
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              rows={2}
              maxLength={1000}
            />
          </FormField>
        </fieldset>
        <div className="sm:col-span-2">
          <FormAlert message={errors[''] ?? command.error} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button type="submit" loading={command.busy} disabled={noInsurers}>
            Salvar custos
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

import { useEffect, useEffectEvent, useState } from 'react';
import { queryClient } from '../../../api/query';
import type { AgroQuotationRow } from '../../../contract/agro-quotations';
import { AGRO_COVERAGES, AGRO_PRODUCTS, AGRO_STATES } from '../../../contract/agro-quotations';
import type { GroupSuggestion } from '../../../contract/economic-groups';
import { UFS } from '../../../contract/judiciary';
import { groupSuggestQuery, groupSuggestionLabel } from '../../../lookups/economic-groups';
import { Autocomplete } from '../../../ui/autocomplete';
import { Button } from '../../../ui/button';
import { FILTER_DEBOUNCE_MS } from '../../../ui/data-table/data-table-filter';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { SelectInput } from '../../../ui/select-input';
import { TextInput } from '../../../ui/text-input';

/** The filters both agro lists share (the proposals list has no situation). */
export interface AgroFilterValues {
  numero?: number | undefined;
  situacao?: (typeof AGRO_STATES)[number]['id'] | undefined;
  produto?: (typeof AGRO_PRODUCTS)[number]['id'] | undefined;
  cobertura?: (typeof AGRO_COVERAGES)[number]['id'] | undefined;
  grupo_economico_id?: string | undefined;
  uf?: string | undefined;
  criado_de?: string | undefined;
  criado_ate?: string | undefined;
  query?: string | undefined;
}

export const AGRO_FILTER_KEYS = [
  'numero',
  'situacao',
  'produto',
  'cobertura',
  'grupo_economico_id',
  'uf',
  'criado_de',
  'criado_ate',
] as const satisfies readonly (keyof AgroFilterValues)[];

export interface AgroFiltersProps {
  search: AgroFilterValues;
  /** The page on screen: it names the group of a shared link, which holds only its id. */
  rows: readonly AgroQuotationRow[] | undefined;
  /** A filter change; the list goes back to page 1. */
  onChange: (patch: AgroFilterValues & { page: number }) => void;
  /** Whether the situation filter shows (not on /propostas). */
  withState?: boolean;
}

/**
 * The filters of the agro lists, all in the URL: número, situação, produto, cobertura in sight; grupo
 * econômico, UF and the period under 'Mais filtros' (a tablet keeps the table in view).
 */
export function AgroFilters({ search, rows, onChange, withState = true }: AgroFiltersProps) {
  const keys = AGRO_FILTER_KEYS.filter((k) => withState || k !== 'situacao');
  const more = ['grupo_economico_id', 'uf', 'criado_de', 'criado_ate'] as const;
  const change = (patch: AgroFilterValues) => onChange({ ...patch, page: 1 });
  const activeMore = more.filter((key) => search[key] !== undefined).length;
  const [moreOpen, setMoreOpen] = useState(activeMore > 0);
  const anyActive = keys.some((key) => search[key] !== undefined);
  const groupName =
    search.grupo_economico_id === undefined
      ? null
      : (rows?.find((r) => r.grupo_economico?.id === search.grupo_economico_id)?.grupo_economico?.nome ??
        null);

  return (
    <div className="flex w-full flex-col gap-3">
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <NumberFilter value={search.numero} onChange={(numero) => change({ numero })} />
        {withState && (
          <ChoiceFilter
            label="Situação"
            value={search.situacao}
            options={AGRO_STATES}
            allLabel="Todas"
            onChange={(situacao) => change({ situacao: situacao as AgroFilterValues['situacao'] })}
          />
        )}
        <ChoiceFilter
          label="Produto"
          value={search.produto}
          options={AGRO_PRODUCTS}
          allLabel="Todos"
          onChange={(produto) => change({ produto: produto as AgroFilterValues['produto'] })}
        />
        <ChoiceFilter
          label="Cobertura"
          value={search.cobertura}
          options={AGRO_COVERAGES.map((c) => ({
            id: c.id,
            nome: c.id === 'granizo' ? c.nome : 'Multirrisco',
          }))}
          allLabel="Todas"
          onChange={(cobertura) => change({ cobertura: cobertura as AgroFilterValues['cobertura'] })}
        />
      </div>

      <details
        open={moreOpen}
        onToggle={(e) => setMoreOpen(e.currentTarget.open)}
        className="rounded-lg border border-slate-200 bg-white"
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
          Mais filtros{activeMore > 0 && ` (${activeMore} ${activeMore === 1 ? 'ativo' : 'ativos'})`}
        </summary>
        <div className="grid grid-cols-1 items-start gap-3 border-t border-slate-200 p-3 sm:grid-cols-2 xl:grid-cols-4">
          <GroupFilter
            groupId={search.grupo_economico_id}
            knownName={groupName}
            onChange={(grupo_economico_id) => change({ grupo_economico_id })}
          />
          <ChoiceFilter
            label="UF"
            value={search.uf}
            options={UFS.map((uf) => ({ id: uf, nome: uf }))}
            allLabel="Todas"
            onChange={(uf) => change({ uf })}
          />
          <DateFilter
            label="Criada de"
            value={search.criado_de}
            onChange={(criado_de) => change({ criado_de })}
          />
          <DateFilter
            label="Criada até"
            value={search.criado_ate}
            onChange={(criado_ate) => change({ criado_ate })}
            error={
              search.criado_de && search.criado_ate && search.criado_ate < search.criado_de
                ? 'A data final é anterior à inicial.'
                : undefined
            }
          />
        </div>
      </details>

      {anyActive && (
        <div>
          <Button
            variant="ghost"
            onClick={() =>
              change({ ...Object.fromEntries(keys.map((key) => [key, undefined])), query: undefined })
            }
          >
            Limpar filtros
          </Button>
        </div>
      )}
    </div>
  );
}

function ChoiceFilter({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly { id: string; nome: string }[];
  allLabel: string;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <FormField label={label}>
      <SelectInput value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nome}
          </option>
        ))}
      </SelectInput>
    </FormField>
  );
}

/** The whole number of a quotation: 'AGR-000123' or '123' typed. */
export function agroNumberOfTyped(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return undefined;
  const n = Number(digits);
  return n >= 1 && n <= 2_000_000_000 ? n : undefined;
}

/** 'Número': one request per pause in typing. */
function NumberFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [urlValue, setUrlValue] = useState(value);
  // The URL changed under us (back button, 'Limpar filtros'): show it, unless it is what we typed.
  if (value !== urlValue) {
    setUrlValue(value);
    if (value !== agroNumberOfTyped(text)) setText(value === undefined ? '' : String(value));
  }
  const emit = useEffectEvent(onChange);
  useEffect(() => {
    const wanted = agroNumberOfTyped(text);
    if (wanted === value) return;
    const timer = setTimeout(() => emit(wanted), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <FormField label="Número">
      <TextInput
        uppercase={false}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ex.: AGR-000123"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </FormField>
  );
}

/** A day of the period, kept in the URL once it is a whole date; emptied (and left), it clears. */
function DateFilter({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string | undefined;
}) {
  const [resets, setResets] = useState(0);
  const [urlValue, setUrlValue] = useState(value);
  if (value !== urlValue) {
    setUrlValue(value);
    if (value === undefined) setResets((n) => n + 1);
  }
  return (
    <FormField label={label} error={error}>
      <DateInput
        key={resets}
        value={value ?? null}
        onChange={(iso) => {
          if (iso !== null && iso !== value) onChange(iso);
        }}
        onBlur={(e) => {
          if (e.currentTarget.value === '' && value !== undefined) onChange(undefined);
        }}
      />
    </FormField>
  );
}

/** 'Grupo econômico': an autocomplete over the groups, kept in the URL by id. */
function GroupFilter({
  groupId,
  knownName,
  onChange,
}: {
  groupId: string | undefined;
  knownName: string | null;
  onChange: (groupId: string | undefined) => void;
}) {
  const [picked, setPicked] = useState<GroupSuggestion | null>(null);
  const pickedHere = picked !== null && picked.id === groupId;
  const value: GroupSuggestion | null =
    groupId === undefined
      ? null
      : pickedHere
        ? picked
        : { id: groupId, nome: knownName ?? 'Grupo escolhido', cnpj: '' };
  const provisional = groupId !== undefined && !pickedHere && knownName === null;
  return (
    <FormField label="Grupo econômico">
      <Autocomplete<GroupSuggestion>
        key={provisional ? 'provisorio' : 'definitivo'}
        value={value}
        onChange={(chosen) => {
          setPicked(chosen);
          onChange(chosen?.id);
        }}
        load={(query) => queryClient.query(groupSuggestQuery(query))}
        getLabel={(g) => (g.cnpj ? groupSuggestionLabel(g) : g.nome)}
        getKey={(g) => g.id}
        placeholder="Todos"
        emptyText="Nenhum grupo econômico encontrado."
      />
    </FormField>
  );
}

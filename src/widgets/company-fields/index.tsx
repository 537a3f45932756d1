import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import type { Address, Cnae, CompanyLookup } from '../../contract/pessoas';
import { PESSOAS_MESSAGES, displayCep, displayCnae } from '../../contract/pessoas';
import { UFS } from '../../contract/judiciary';
import { cepLookupQuery, cnaeSuggestQuery, companyLookupQuery } from '../../lookups/people';
import { Autocomplete } from '../../ui/autocomplete';
import { FormField } from '../../ui/form-field';
import { MaskedInput } from '../../ui/masked-input';
import { SelectInput } from '../../ui/select-input';
import { TextInput } from '../../ui/text-input';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** What a lookup by CNPJ or CEP is doing, for the hint beside its field. */
export type LookupStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'unavailable' | 'offline';

export interface LookupState {
  status: LookupStatus;
  /** The sentence shown beside the field (null when there is nothing to say). */
  message: string | null;
}

export const AUTOFILL_MESSAGES = {
  loading: 'Buscando os dados do CNPJ…',
  found: 'Dados preenchidos a partir da Receita Federal.',
  foundRegistered: 'Dados preenchidos a partir do cadastro da corretora.',
  notFound: 'CNPJ não encontrado: preencha os dados.',
  /** No answer from the Receita (503, 5xx, a failed call): not the same as a CNPJ it does not know. */
  unavailable: PESSOAS_MESSAGES.cnpjUnavailable,
  offline: 'Sem conexão: preencha os dados (o CNPJ será consultado quando o sinal voltar).',
  cepLoading: 'Buscando o endereço…',
  cepNotFound: 'CEP não encontrado: preencha o endereço.',
} as const;

function statusOf(query: {
  isFetching: boolean;
  fetchStatus: string;
  data: unknown;
  error: unknown;
}): Exclude<LookupStatus, 'idle'> {
  if (query.data !== undefined) return 'found';
  if (query.fetchStatus === 'paused') return 'offline';
  if (query.isFetching) return 'loading';
  const status = (query.error as { status?: number | null } | null)?.status;
  return status === 404 ? 'not-found' : 'unavailable';
}

/**
 * Looks a typed CNPJ up once it is complete and valid (14 digits, check digits) and hands the company
 * to `onFound` once per CNPJ (a cached answer counts: a CNPJ seen before fills the form offline). It
 * never blocks typing; the state says what happened, for a hint beside the field.
 */
export function useCnpjAutofill(cnpjText: string, onFound: (company: CompanyLookup) => void): LookupState {
  const digits = digitsOf(cnpjText);
  const complete = digits.length === 14 && isValidCnpj(digits);
  const query = useQuery({ ...companyLookupQuery(digits), enabled: complete });
  const handled = useRef<string | null>(null);
  const onFoundRef = useRef(onFound);
  useEffect(() => {
    onFoundRef.current = onFound;
  });

  useEffect(() => {
    if (!complete || !query.data || handled.current === digits) return;
    handled.current = digits;
    onFoundRef.current(query.data);
  }, [complete, digits, query.data]);

  if (!complete) return { status: 'idle', message: null };
  const status = statusOf(query);
  const message = {
    loading: AUTOFILL_MESSAGES.loading,
    found: query.data?.origem === 'cadastro' ? AUTOFILL_MESSAGES.foundRegistered : AUTOFILL_MESSAGES.found,
    'not-found': AUTOFILL_MESSAGES.notFound,
    unavailable: AUTOFILL_MESSAGES.unavailable,
    offline: AUTOFILL_MESSAGES.offline,
  }[status];
  return { status, message };
}

const CEP_MASK = { mask: '00000-000' };

export const EMPTY_ADDRESS: Address = {
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  uf: null,
  codigo_ibge: null,
};

export interface AddressFieldsProps {
  /** The address as the form holds it (missing keys count as empty). */
  value: Partial<Address> | null | undefined;
  onChange: (address: Address) => void;
  /** Messages per field (`cep`, `logradouro`, …), from the form's validation. */
  errors?: Partial<Record<keyof Address, string | undefined>>;
  disabled?: boolean;
}

/**
 * The address of a company or farm. When the CEP reaches 8 digits it is looked up and fills street,
 * district, city, UF and the IBGE code (number and complement stay as typed); a lookup that fails says
 * 'Serviço indisponível no momento.' at the CEP (SPEC.md §8) and every field stays editable.
 */
export function AddressFields({ value, onChange, errors = {}, disabled }: AddressFieldsProps) {
  const address: Address = { ...EMPTY_ADDRESS, ...value };
  const cepDigits = digitsOf(address.cep ?? '');
  const complete = cepDigits.length === 8;
  const query = useQuery({ ...cepLookupQuery(cepDigits), enabled: complete && !disabled });
  const filledFor = useRef<string | null>(complete ? cepDigits : null);
  const latest = useRef({ address, onChange });
  useEffect(() => {
    latest.current = { address, onChange };
  });

  useEffect(() => {
    const found = query.data;
    if (!complete || !found || filledFor.current === cepDigits) return;
    filledFor.current = cepDigits;
    const current = latest.current.address;
    latest.current.onChange({
      ...current,
      logradouro: found.logradouro ?? current.logradouro,
      bairro: found.bairro ?? current.bairro,
      cidade: found.cidade,
      uf: found.uf,
      codigo_ibge: found.codigo_ibge,
    });
  }, [complete, cepDigits, query.data]);

  // Only real changes: the CEP mask reports its value when it is set from outside too, and an
  // onChange then would mark a form just opened as edited.
  const set = (key: keyof Address) => (text: string) => {
    const next = text === '' ? null : text;
    if (next !== address[key]) onChange({ ...address, [key]: next });
  };

  let cepHint: string | undefined;
  if (complete && filledFor.current !== cepDigits) {
    const status = statusOf(query);
    if (status === 'loading') cepHint = AUTOFILL_MESSAGES.cepLoading;
    else if (status === 'not-found') cepHint = AUTOFILL_MESSAGES.cepNotFound;
    else if (status === 'unavailable' || status === 'offline') cepHint = PESSOAS_MESSAGES.unavailable;
  }
  const cepError = errors.cep ?? (cepHint === PESSOAS_MESSAGES.unavailable ? cepHint : undefined);

  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <FormField label="CEP" className="sm:col-span-2" error={cepError} hint={cepError ? undefined : cepHint}>
        <MaskedInput
          mask={CEP_MASK}
          placeholder="00000-000"
          value={address.cep ? displayCep(address.cep) : ''}
          onChange={(masked) => set('cep')(digitsOf(masked))}
          disabled={disabled}
        />
      </FormField>
      <FormField label="Logradouro" className="sm:col-span-4" error={errors.logradouro}>
        <TextInput
          maxLength={200}
          autoComplete="off"
          value={address.logradouro ?? ''}
          onChange={(e) => set('logradouro')(e.target.value)}
          disabled={disabled}
        />
      </FormField>
      <FormField label="Número" className="sm:col-span-2" error={errors.numero}>
        <TextInput
          maxLength={20}
          autoComplete="off"
          value={address.numero ?? ''}
          onChange={(e) => set('numero')(e.target.value)}
          disabled={disabled}
        />
      </FormField>
      <FormField label="Complemento" className="sm:col-span-4" error={errors.complemento}>
        <TextInput
          maxLength={100}
          autoComplete="off"
          value={address.complemento ?? ''}
          onChange={(e) => set('complemento')(e.target.value)}
          disabled={disabled}
        />
      </FormField>
      <FormField label="Bairro" className="sm:col-span-2" error={errors.bairro}>
        <TextInput
          maxLength={100}
          autoComplete="off"
          value={address.bairro ?? ''}
          onChange={(e) => set('bairro')(e.target.value)}
          disabled={disabled}
        />
      </FormField>
      <FormField label="Cidade" className="sm:col-span-2" error={errors.cidade}>
        <TextInput
          maxLength={120}
          autoComplete="off"
          value={address.cidade ?? ''}
          onChange={(e) => set('cidade')(e.target.value)}
          disabled={disabled}
        />
      </FormField>
      <FormField label="UF" className="sm:col-span-2" error={errors.uf}>
        <SelectInput value={address.uf ?? ''} onChange={(e) => set('uf')(e.target.value)} disabled={disabled}>
          <option value="">—</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </SelectInput>
      </FormField>
    </div>
  );
}

export interface CnaeFieldProps {
  value: Cnae | null;
  onChange: (cnae: Cnae | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

export const cnaeLabel = (cnae: Cnae): string => `${displayCnae(cnae.codigo)} · ${cnae.descricao}`;

/**
 * The main activity: a combobox over the IBGE CNAE 2.3 subclasses, searched by code (with or without
 * its mask) or by description, accents and case ignored. Inside a FormField, which labels it.
 */
export function CnaeField({ value, onChange, onBlur, disabled }: CnaeFieldProps) {
  const client = useQueryClient();
  return (
    <Autocomplete<Cnae>
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      load={(query) => client.query(cnaeSuggestQuery(query))}
      getLabel={cnaeLabel}
      getKey={(cnae) => cnae.codigo}
      minChars={2}
      placeholder="Código ou descrição"
      emptyText="Nenhuma atividade encontrada."
      disabled={disabled}
    />
  );
}

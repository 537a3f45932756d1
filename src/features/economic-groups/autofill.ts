import { displayPhone } from '../../contract/documents';
import type { Address, Cnae, CompanyLookup } from '../../contract/pessoas';

/** The fields of the group and company forms a CNPJ lookup fills. */
export interface AutofillValues {
  razao_social?: string | null | undefined;
  nome_fantasia?: string | null | undefined;
  atividade_principal?: Cnae | null | undefined;
  endereco?: Partial<Address> | undefined;
  telefone?: string | null | undefined;
  email?: string | null | undefined;
}

const ADDRESS_KEYS = [
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'codigo_ibge',
] as const satisfies readonly (keyof Address)[];

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) =>
  (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * A field is the user's when they typed something into it: it is not blank and it is not what the
 * previous lookup put there. Only the other fields take the lookup's value, so a second CNPJ (a typo
 * corrected) replaces what the first one filled, and nothing the user typed is ever lost.
 */
function take<T>(current: T, previous: T | undefined, found: T): T {
  return isBlank(current) || (previous !== undefined && same(current, previous)) ? found : current;
}

/** What the lookup gives for each field, in the forms' formats (masked phone, '' for nothing). */
export function autofillOf(found: CompanyLookup): Required<AutofillValues> & { endereco: Address } {
  return {
    razao_social: found.razao_social,
    nome_fantasia: found.nome_fantasia ?? '',
    atividade_principal: found.cnae_principal,
    endereco: found.endereco,
    telefone: displayPhone(found.telefone),
    email: found.email ?? '',
  };
}

/**
 * The form's values after a CNPJ lookup: every field the user has not typed into takes the lookup's
 * value (the address field by field); `previous` is what the last lookup filled (null at first).
 */
export function mergeAutofill(
  current: AutofillValues,
  previous: AutofillValues | null,
  found: CompanyLookup,
): AutofillValues & { endereco: Partial<Address> } {
  const fill = autofillOf(found);
  const currentAddress = current.endereco ?? {};
  const endereco: Partial<Address> = { ...currentAddress };
  for (const key of ADDRESS_KEYS)
    endereco[key] = take(currentAddress[key] ?? null, previous?.endereco?.[key], fill.endereco[key]);
  return {
    razao_social: take(current.razao_social, previous?.razao_social, fill.razao_social),
    nome_fantasia: take(current.nome_fantasia, previous?.nome_fantasia, fill.nome_fantasia),
    atividade_principal: take(
      current.atividade_principal,
      previous?.atividade_principal,
      fill.atividade_principal,
    ),
    endereco,
    telefone: take(current.telefone, previous?.telefone, fill.telefone),
    email: take(current.email, previous?.email, fill.email),
  };
}

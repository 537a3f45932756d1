import * as v from 'valibot';
import { pagedQuery, newRecordId, suggestQuery, uuid } from './common';
import { cnpj, optionalPhone } from './documents';
import { INSURER_SORT, INSURER_CONTACT_SORT } from './screens/insurers';

/** An insurer's logo: the uploaded image and where it is served. */
export interface InsurerLogo {
  id: string;
  url: string;
}

/** One address quotations are e-mailed to. */
export interface InsurerEmail {
  email: string;
  descricao: string | null;
}

/** A row of GET /v1/seguradoras. `cnpj` holds the 14 digits. */
export interface InsurerSummary {
  id: string;
  nome: string;
  razao_social: string;
  cnpj: string;
  codigo_susep: string | null;
  logo: InsurerLogo | null;
  consulta_mercado: boolean;
  ativo: boolean;
}

/** GET /v1/seguradoras/{id}: the whole record, with its e-mail list and accepted sub-modalities. */
export interface Insurer extends InsurerSummary {
  site: string | null;
  telefone: string | null;
  emails: InsurerEmail[];
  submodalidade_ids: string[];
  atualizado_em: string;
}

/** A relationship contact, reached only through its insurer. */
export interface InsurerContact {
  id: string;
  seguradora_id: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  cargo: string | null;
  ativo: boolean;
  atualizado_em: string;
}

/** GET /v1/seguradoras/suggest and suggest/consultamercado. */
export interface InsurerSuggestion {
  id: string;
  nome: string;
  logo: { url: string } | null;
}

/** GET /v1/seguradoras/{id}/modalidades/suggest: accepted sub-modalities grouped by modality. */
export interface InsurerModalitySuggestion {
  id: string;
  nome: string;
  submodalidades: { id: string; nome: string }[];
}

const requiredText = (message: string, max: number, tooLong: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong));

/** Optional free text: blank becomes null. */
const optionalText = (max: number, tooLong: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(tooLong),
        v.trim(),
        v.maxLength(max, tooLong),
        v.transform((text) => text || null),
      ),
    ),
    null,
  );

const email = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.email(message), v.maxLength(200, message));

const optionalEmail = v.optional(
  v.nullable(
    v.pipe(
      v.string('E-mail inválido.'),
      v.trim(),
      v.toLowerCase(),
      v.check((text) => text === '' || v.is(v.pipe(v.string(), v.email()), text), 'E-mail inválido.'),
      v.maxLength(200, 'O e-mail deve ter no máximo 200 caracteres.'),
      v.transform((text) => text || null),
    ),
  ),
  null,
);

/** SUSEP registration code: digits only (insurers have 4-5, brokers longer ones). */
export const optionalSusep = v.optional(
  v.nullable(
    v.pipe(
      v.string('Código SUSEP inválido.'),
      v.trim(),
      v.check((text) => text === '' || /^\d{1,20}$/.test(text), 'O código SUSEP deve ter só dígitos.'),
      v.transform((text) => text || null),
    ),
  ),
  null,
);

const optionalSite = v.optional(
  v.nullable(
    v.pipe(
      v.string('Site inválido.'),
      v.trim(),
      v.maxLength(300, 'O site deve ter no máximo 300 caracteres.'),
      v.check(
        (text) => text === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(text),
        'Site inválido.',
      ),
      v.transform((text) => text || null),
    ),
  ),
  null,
);

export const insurerEmailBody = v.object({
  email: email('E-mail inválido.'),
  descricao: optionalText(200, 'A descrição deve ter no máximo 200 caracteres.'),
});

export const insurerBody = v.object({
  nome: requiredText('Informe o nome.', 200, 'O nome deve ter no máximo 200 caracteres.'),
  razao_social: requiredText(
    'Informe a razão social.',
    200,
    'A razão social deve ter no máximo 200 caracteres.',
  ),
  cnpj: cnpj(),
  codigo_susep: optionalSusep,
  site: optionalSite,
  telefone: optionalPhone,
  logo_arquivo_id: v.optional(v.nullable(uuid('Logo inválido.')), null),
  consulta_mercado: v.optional(v.boolean('Consulta de mercado deve ser verdadeiro ou falso.'), true),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
  emails: v.optional(
    v.pipe(
      v.array(insurerEmailBody, 'Os e-mails devem ser uma lista.'),
      v.maxLength(50, 'Informe no máximo 50 e-mails.'),
      v.check(
        (list) => new Set(list.map((e) => e.email)).size === list.length,
        'Há e-mails repetidos na lista.',
      ),
    ),
    [],
  ),
  submodalidade_ids: v.optional(
    v.pipe(
      v.array(uuid('Submodalidade inválida.'), 'As submodalidades devem ser uma lista.'),
      v.maxLength(500, 'Submodalidades demais.'),
      v.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
});
export const createInsurerBody = v.object({ id: newRecordId, ...insurerBody.entries });
export type InsurerInput = v.InferInput<typeof insurerBody>;

const activeFilter = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'O filtro ativo deve ser true ou false.'),
    v.transform((text) => text === 'true'),
  ),
);
export const insurerListQuery = v.object({ ...pagedQuery(INSURER_SORT).entries, ativo: activeFilter });

export const insurerContactBody = v.object({
  nome: requiredText('Informe o nome.', 200, 'O nome deve ter no máximo 200 caracteres.'),
  email: optionalEmail,
  telefone: optionalPhone,
  cargo: optionalText(120, 'O cargo deve ter no máximo 120 caracteres.'),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
});
export const createInsurerContactBody = v.object({ id: newRecordId, ...insurerContactBody.entries });
export type InsurerContactInput = v.InferInput<typeof insurerContactBody>;

export const insurerContactListQuery = v.object({
  ...pagedQuery(INSURER_CONTACT_SORT).entries,
  ativo: activeFilter,
});

/** GET /v1/seguradoras/suggest (and /suggest/consultamercado, /:id/contatosrelacionamento/suggest)?query= */
export const insurerSuggestQuery = suggestQuery;

/** /v1/seguradoras/:id/contatosrelacionamento/:contato */
export const insurerContactParams = v.object({ id: uuid(), contato: uuid() });

export { activeFilter };

export { INSURER_SORT, INSURER_CONTACT_SORT };

/** Answers (documentation, see common.ts). */
const logoRef = v.nullable(v.object({ id: v.string(), url: v.string() }));
const insurerEmail = v.object({ email: v.string(), descricao: v.nullable(v.string()) });
const insurerSummaryEntries = {
  id: v.string(),
  nome: v.string(),
  razao_social: v.string(),
  cnpj: v.string(),
  codigo_susep: v.nullable(v.string()),
  logo: logoRef,
  consulta_mercado: v.boolean(),
  ativo: v.boolean(),
};
export const insurerSummary = /*#__PURE__*/ v.object(
  insurerSummaryEntries,
) satisfies v.GenericSchema<InsurerSummary>;
export const insurerRecord = /*#__PURE__*/ v.object({
  ...insurerSummaryEntries,
  site: v.nullable(v.string()),
  telefone: v.nullable(v.string()),
  emails: v.array(insurerEmail),
  submodalidade_ids: v.array(v.string()),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<Insurer>;
export const insurerEmails = /*#__PURE__*/ v.array(insurerEmail) satisfies v.GenericSchema<InsurerEmail[]>;
export const insurerContactRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  seguradora_id: v.string(),
  nome: v.string(),
  email: v.nullable(v.string()),
  telefone: v.nullable(v.string()),
  cargo: v.nullable(v.string()),
  ativo: v.boolean(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<InsurerContact>;
export const insurerSuggestions = /*#__PURE__*/ v.array(
  v.object({ id: v.string(), nome: v.string(), logo: v.nullable(v.object({ url: v.string() })) }),
) satisfies v.GenericSchema<InsurerSuggestion[]>;
export const insurerModalitySuggestions = /*#__PURE__*/ v.array(
  v.object({
    id: v.string(),
    nome: v.string(),
    submodalidades: v.array(v.object({ id: v.string(), nome: v.string() })),
  }),
) satisfies v.GenericSchema<InsurerModalitySuggestion[]>;

import * as v from 'valibot';
import { namedRef, newRecordId, pagedOf, pagedQuery, suggestQuery, uuid } from './common';
import { cnpj, optionalPhone } from './documents';
import { UFS } from './judiciary';
import { addressRecord, cnaeRecord } from './pessoas';
import type { Address, Cnae } from './pessoas';
import { GROUP_STATUS_IDS } from './group-statuses';
import type { GroupStatusId } from './group-statuses';
import { COMPANY_SORT, GROUP_SORT } from './screens/economic-groups';
import { WALLET_SORT } from './screens/wallet';

/**
 * Economic groups (grupos econômicos) of client companies, their borrowers (tomadores) and
 * subsidiaries (filiais), and the wallet (carteira) of each responsible user (SPEC.md §2, §3, §7).
 *
 * A group is led by its head company: creating a group also registers that company as the group's
 * first borrower, so a quotation can start at once. A CNPJ belongs to one company in the whole
 * portal. A subsidiary (filial) shares its group's CNPJ root (first 8 digits); a borrower may not.
 */

export { GROUP_STATUSES, GROUP_STATUS_IDS } from './group-statuses';
export type { GroupStatusId } from './group-statuses';

/** An uploaded file a record points to (served by GET `url`). */
export interface FileRef {
  id: string;
  nome: string;
  url: string;
}

/** A balance sheet (balanço) of a group: its year and the file. */
export interface GroupBalance {
  id: string;
  ano: number;
  arquivo: FileRef;
}

/** Another document of a group: its type, typed by the user (e.g. 'CONTRATO SOCIAL'), and the file. */
export interface GroupDocument {
  id: string;
  tipo: string;
  arquivo: FileRef;
}

/** An insurer's relationship contact linked to a group (the insurer side of the wallet). */
export interface GroupContact {
  id: string;
  nome: string;
  seguradora: { id: string; nome: string };
}

export interface EconomicGroup {
  id: string;
  /** The head company's 14 digits; fixed once the group exists. */
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  /** The head company is a branch: its CNPJ order number (digits 9–12) is not 0001. Derived. */
  subsidiaria: boolean;
  ativo: boolean;
  status: { id: GroupStatusId; nome: string };
  atividade_principal: Cnae | null;
  endereco: Address;
  telefone: string | null;
  email: string | null;
  /** The user whose wallet (carteira) holds the group. */
  responsavel: { id: string; nome: string } | null;
  escritorio: { id: string; nome: string } | null;
  contatos_relacionamento: GroupContact[];
  balancos: GroupBalance[];
  documentos: GroupDocument[];
  /** How many borrowers and subsidiaries the group has (the head company included). */
  total_empresas: number;
  atualizado_em: string;
}

/** One row of GET /v1/gruposeconomicos (the list and its CSV). */
export interface EconomicGroupRow {
  id: string;
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  ativo: boolean;
  status: { id: GroupStatusId; nome: string };
  responsavel: { id: string; nome: string } | null;
  escritorio: { id: string; nome: string } | null;
  cidade: string | null;
  uf: string | null;
  /** The current user favourited a borrower or subsidiary of this group. */
  favorito: boolean;
}

/** A borrower (tomador, `subsidiaria` false) or subsidiary (filial, true) of a group. */
export interface Company {
  id: string;
  grupo_economico: { id: string; nome: string };
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  subsidiaria: boolean;
  /** The group's head company (created with the group). */
  principal: boolean;
  ativo: boolean;
  atividade_principal: Cnae | null;
  endereco: Address;
  telefone: string | null;
  email: string | null;
  /** The longest policy term (months) this borrower's guarantees may run; GET {taker}/prazos. */
  vigencia_maxima_meses: number;
  /** The current user's star. */
  favorito: boolean;
  atualizado_em: string;
}

/** The borrower picker (SPEC.md §3): nome_fantasia or nome plus the CNPJ; favourites first. */
export interface CompanySuggestion {
  id: string;
  nome: string;
  nome_fantasia: string | null;
  cnpj: string;
  subsidiaria: boolean;
  favorito: boolean;
}

/** GET /v1/gruposeconomicos/suggest and cotacaocurrentuser. `nome` is the fantasy name or the legal one. */
export interface GroupSuggestion {
  id: string;
  nome: string;
  cnpj: string;
}

/** GET /v1/gruposeconomicos/{taker}/prazos. */
export interface CompanyTerms {
  tomador_id: string;
  vigencia_maxima_meses: number;
  /** Today (São Paulo) plus the maximum term: the latest end date a policy may have (aaaa-mm-dd). */
  vigencia_maxima_ate: string;
}

/** GET /v1/gruposeconomicos/{id}/documentos/balancos/suggest and /outros/suggest. */
export interface DocumentSuggestion {
  id: string;
  /** 'Balanço 2024' or the document's type. */
  nome: string;
  arquivo: FileRef;
}

/** GET /v1/segurados/cotacao: the insured picker shows name and numero_documento (SPEC.md §3). */
export interface InsuredSuggestion {
  id: string;
  nome: string;
  tipo: 'fisica' | 'juridica';
  numero_documento: string;
}

/** A group in a wallet (of a user or of an insurer's relationship contact). */
export interface WalletGroup {
  id: string;
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  status: { id: GroupStatusId; nome: string };
  escritorio: { id: string; nome: string } | null;
  total_empresas: number;
}

/** PUT .../carteira/migrar answers how many groups moved. */
export interface WalletTransferResult {
  transferidos: number;
}

/** The client's local reference label of a group or company (SPEC.md §3): 'NOME · 00.000.000/0000-00'. */
export const companyLabel = (nome: string, cnpjDisplay: string): string => `${nome} · ${cnpjDisplay}`;

export const GROUP_MESSAGES = {
  cnpjTaken: (group: string) => `Este CNPJ já está cadastrado no grupo econômico ${group}.`,
  rootMismatch: 'A filial deve ter a mesma raiz de CNPJ (8 primeiros dígitos) do grupo econômico.',
  responsibleInactive: 'O responsável deve ser um usuário ativo.',
  sameUser: 'Escolha outro usuário de destino: a carteira já é dele.',
  sameContact: 'Escolha outro contato de destino: a carteira já é dele.',
  contactOtherInsurer: 'O contato de destino deve ser da mesma seguradora.',
  chooseGroups: 'Escolha os grupos a transferir ou marque todos.',
  groupNotInWallet: 'Um dos grupos escolhidos não está nesta carteira.',
} as const;

/* ---------------------------------------------------------------- bodies */

const blankToNull = (text: string) => text || null;

const optionalText = (max: number, label: string, upper = true) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} deve ser um texto.`),
        v.trim(),
        v.transform((t) => (upper ? t.toUpperCase() : t)),
        v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`),
        v.transform(blankToNull),
      ),
    ),
    null,
  );

const requiredText = (max: number, missing: string, label: string) =>
  v.pipe(
    v.string(missing),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(missing),
    v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`),
  );

/** An address typed in a form; the CEP with or without its hyphen, stored as 8 digits. */
export const addressBody = v.object({
  cep: v.optional(
    v.nullable(
      v.pipe(
        v.string('CEP inválido: informe os 8 dígitos.'),
        v.transform((t) => t.replace(/\D/g, '')),
        v.check((d) => d === '' || /^\d{8}$/.test(d), 'CEP inválido: informe os 8 dígitos.'),
        v.transform(blankToNull),
      ),
    ),
    null,
  ),
  logradouro: optionalText(200, 'O logradouro'),
  numero: optionalText(20, 'O número'),
  complemento: optionalText(100, 'O complemento'),
  bairro: optionalText(100, 'O bairro'),
  cidade: optionalText(120, 'A cidade'),
  uf: v.optional(v.nullable(v.picklist(UFS, 'UF inválida.')), null),
  codigo_ibge: v.optional(
    v.nullable(
      v.pipe(
        v.string('Código IBGE inválido.'),
        v.trim(),
        v.check((d) => d === '' || /^\d{7}$/.test(d), 'Código IBGE inválido: 7 dígitos.'),
        v.transform(blankToNull),
      ),
    ),
    null,
  ),
});

const email = v.optional(
  v.nullable(
    v.pipe(
      v.string('E-mail inválido.'),
      v.trim(),
      v.toLowerCase(),
      v.maxLength(200, 'O e-mail deve ter no máximo 200 caracteres.'),
      v.check((t) => t === '' || v.is(v.pipe(v.string(), v.email()), t), 'E-mail inválido.'),
      v.transform(blankToNull),
    ),
  ),
  null,
);

/** The CNAE chosen in a form: its code, in any of the usual forms; the server fills the description. */
const cnaeCode = v.optional(
  v.nullable(
    v.pipe(
      v.string('CNAE inválido.'),
      v.transform((t) => t.replace(/\D/g, '')),
      v.check((d) => d === '' || /^\d{7}$/.test(d), 'CNAE inválido: informe a subclasse (0000-0/00).'),
      v.transform(blankToNull),
    ),
  ),
  null,
);

const companyData = {
  razao_social: requiredText(200, 'Informe a razão social.', 'A razão social'),
  nome_fantasia: optionalText(200, 'O nome fantasia'),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
  atividade_principal: cnaeCode,
  endereco: v.optional(addressBody, {}),
  telefone: optionalPhone,
  email,
};

const fileId = uuid('Arquivo inválido.');

/** PUT /v1/gruposeconomicos/{id}; the CNPJ cannot change. Lists replace what the group had. */
export const groupBody = v.object({
  ...companyData,
  status_id: v.optional(v.picklist(GROUP_STATUS_IDS, 'Situação do grupo inválida.'), 'em_cadastro'),
  responsavel_id: v.optional(v.nullable(uuid('Responsável inválido.')), null),
  escritorio_id: v.optional(v.nullable(uuid('Escritório inválido.')), null),
  contato_ids: v.optional(
    v.pipe(v.array(uuid('Contato inválido.')), v.maxLength(50, 'No máximo 50 contatos.')),
    [],
  ),
  balancos: v.optional(
    v.pipe(
      v.array(
        v.object({
          ano: v.pipe(
            v.number('Informe o ano do balanço.'),
            v.integer('O ano do balanço deve ser inteiro.'),
            v.minValue(1900, 'Ano do balanço inválido.'),
            v.maxValue(2100, 'Ano do balanço inválido.'),
          ),
          arquivo_id: fileId,
        }),
      ),
      v.maxLength(50, 'No máximo 50 balanços.'),
    ),
    [],
  ),
  documentos: v.optional(
    v.pipe(
      v.array(
        v.object({
          tipo: requiredText(100, 'Informe o tipo do documento.', 'O tipo do documento'),
          arquivo_id: fileId,
        }),
      ),
      v.maxLength(100, 'No máximo 100 documentos.'),
    ),
    [],
  ),
});
/** POST /v1/gruposeconomicos: the CNPJ too, and an optional client-generated id. */
export const createGroupBody = v.object({
  id: newRecordId,
  cnpj: cnpj(),
  ...groupBody.entries,
});
export type GroupInput = v.InferInput<typeof createGroupBody>;

/** PUT /v1/gruposeconomicos/{id}/tomadores/{companyId}; the CNPJ and the kind cannot change. */
export const companyBody = v.object({
  ...companyData,
  vigencia_maxima_meses: v.optional(
    v.pipe(
      v.number('Informe a vigência máxima em meses.'),
      v.integer('A vigência máxima deve ser um número inteiro de meses.'),
      v.minValue(1, 'A vigência máxima deve ser de pelo menos 1 mês.'),
      v.maxValue(240, 'A vigência máxima deve ser de no máximo 240 meses.'),
    ),
    60,
  ),
});
/** POST /v1/gruposeconomicos/{id}/tomadores: `subsidiaria` true registers a filial. */
export const createCompanyBody = v.object({
  id: newRecordId,
  cnpj: cnpj(),
  subsidiaria: v.optional(v.boolean('Filial deve ser verdadeiro ou falso.'), false),
  ...companyBody.entries,
});
export type CompanyInput = v.InferInput<typeof createCompanyBody>;

/** PUT /v1/usuarios/{id}/carteira/migrar/ and PUT .../contatosrelacionamento/{contato}/carteira/migrar. */
export const walletTransferBody = v.pipe(
  v.object({
    destino_id: uuid('Informe o destino da carteira.'),
    todos: v.optional(v.boolean('Todos deve ser verdadeiro ou falso.'), false),
    grupo_ids: v.optional(
      v.pipe(v.array(uuid('Grupo inválido.')), v.maxLength(10_000, 'Grupos demais numa transferência.')),
      [],
    ),
  }),
  v.check((b) => b.todos || b.grupo_ids.length > 0, GROUP_MESSAGES.chooseGroups),
);

/* ---------------------------------------------------------------- queries and params */

const flag = (message: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], message),
      v.transform((t) => t === 'true'),
    ),
  );

/** GET /v1/gruposeconomicos: `query` matches the names or the CNPJ (typed with or without mask). */
export const groupListQuery = v.object({
  ...pagedQuery(GROUP_SORT).entries,
  status: v.optional(v.picklist(GROUP_STATUS_IDS, 'Situação do grupo inválida.')),
  escritorio_id: v.optional(uuid('Escritório inválido.')),
  responsavel_id: v.optional(uuid('Responsável inválido.')),
  ativo: flag('O filtro ativo deve ser true ou false.'),
  favoritos: flag('O filtro favoritos deve ser true ou false.'),
});

/** GET /v1/gruposeconomicos/{id}/tomadores. */
export const companyListQuery = v.object({
  ...pagedQuery(COMPANY_SORT).entries,
  subsidiarias: flag('O filtro subsidiarias deve ser true ou false.'),
  ativo: flag('O filtro ativo deve ser true ou false.'),
});

/** GET /v1/gruposeconomicos/{id}/tomadores/suggest: `subsidiarias=false` leaves the filiais out. */
export const companySuggestQuery = v.object({
  ...suggestQuery.entries,
  subsidiarias: flag('O filtro subsidiarias deve ser true ou false.'),
});

/** GET /v1/escritorios/suggest?grupo_economico_ids=a,b: only the offices of those groups. */
export const officeByGroupsQuery = v.object({
  ...suggestQuery.entries,
  grupo_economico_ids: v.optional(
    v.pipe(
      v.string('Grupos inválidos.'),
      v.transform((t) =>
        t
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.maxLength(100, 'No máximo 100 grupos.'),
      v.check((ids) => ids.every((id) => v.is(v.pipe(v.string(), v.uuid()), id)), 'Grupos inválidos.'),
    ),
  ),
});

export const walletQuery = v.object({ ...pagedQuery(WALLET_SORT).entries });

export const groupParams = v.object({ id: uuid() });
export const companyParams = v.object({ id: uuid(), companyId: uuid() });
export const takerParams = v.object({ taker: uuid() });
export const contactWalletParams = v.object({ seg: uuid(), contato: uuid() });

export { COMPANY_SORT, GROUP_SORT, WALLET_SORT };

/* ---------------------------------------------------------------- answers (documentation) */

const statusRef = v.object({ id: v.picklist(GROUP_STATUS_IDS), nome: v.string() });
const fileRef = v.object({ id: v.string(), nome: v.string(), url: v.string() });

export const groupRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  cnpj: v.string(),
  razao_social: v.string(),
  nome_fantasia: v.nullable(v.string()),
  subsidiaria: v.boolean(),
  ativo: v.boolean(),
  status: statusRef,
  atividade_principal: v.nullable(cnaeRecord),
  endereco: addressRecord,
  telefone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  responsavel: v.nullable(namedRef),
  escritorio: v.nullable(namedRef),
  contatos_relacionamento: v.array(v.object({ id: v.string(), nome: v.string(), seguradora: namedRef })),
  balancos: v.array(v.object({ id: v.string(), ano: v.number(), arquivo: fileRef })),
  documentos: v.array(v.object({ id: v.string(), tipo: v.string(), arquivo: fileRef })),
  total_empresas: v.number(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<EconomicGroup>;

export const groupRow = /*#__PURE__*/ v.object({
  id: v.string(),
  cnpj: v.string(),
  razao_social: v.string(),
  nome_fantasia: v.nullable(v.string()),
  ativo: v.boolean(),
  status: statusRef,
  responsavel: v.nullable(namedRef),
  escritorio: v.nullable(namedRef),
  cidade: v.nullable(v.string()),
  uf: v.nullable(v.string()),
  favorito: v.boolean(),
}) satisfies v.GenericSchema<EconomicGroupRow>;

export const companyRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  grupo_economico: namedRef,
  cnpj: v.string(),
  razao_social: v.string(),
  nome_fantasia: v.nullable(v.string()),
  subsidiaria: v.boolean(),
  principal: v.boolean(),
  ativo: v.boolean(),
  atividade_principal: v.nullable(cnaeRecord),
  endereco: addressRecord,
  telefone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  vigencia_maxima_meses: v.number(),
  favorito: v.boolean(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<Company>;

export const companySuggestion = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  nome_fantasia: v.nullable(v.string()),
  cnpj: v.string(),
  subsidiaria: v.boolean(),
  favorito: v.boolean(),
}) satisfies v.GenericSchema<CompanySuggestion>;

export const groupSuggestion = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  cnpj: v.string(),
}) satisfies v.GenericSchema<GroupSuggestion>;

export const companyTerms = /*#__PURE__*/ v.object({
  tomador_id: v.string(),
  vigencia_maxima_meses: v.number(),
  vigencia_maxima_ate: v.string(),
}) satisfies v.GenericSchema<CompanyTerms>;

export const documentSuggestion = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  arquivo: fileRef,
}) satisfies v.GenericSchema<DocumentSuggestion>;

export const insuredSuggestion = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  tipo: v.picklist(['fisica', 'juridica']),
  numero_documento: v.string(),
}) satisfies v.GenericSchema<InsuredSuggestion>;

export const walletGroup = /*#__PURE__*/ v.object({
  id: v.string(),
  cnpj: v.string(),
  razao_social: v.string(),
  nome_fantasia: v.nullable(v.string()),
  status: statusRef,
  escritorio: v.nullable(namedRef),
  total_empresas: v.number(),
}) satisfies v.GenericSchema<WalletGroup>;

export const walletTransferResult = /*#__PURE__*/ v.object({
  transferidos: v.number(),
}) satisfies v.GenericSchema<WalletTransferResult>;

export const groupPage = /*#__PURE__*/ pagedOf(groupRow);
export const companyPage = /*#__PURE__*/ pagedOf(companyRecord);
export const walletPage = /*#__PURE__*/ pagedOf(walletGroup);

import * as v from 'valibot';
import { cnpj } from '../../contract/documents';
import { companyBody, groupBody } from '../../contract/economic-groups';
import type { FileRef } from '../../contract/economic-groups';
import type { Cnae } from '../../contract/pessoas';
import { PLACEHOLDER_ID } from '../../contract/permissions';

/**
 * The forms' schemas: the contract's bodies (the server's rules and messages), except that pickers keep
 * the chosen record ({ id, nome }, the CNAE with its description) so a draft or a queued item reopens
 * showing names, and the documents keep the file they point at (saved) or the key of a file chosen on
 * this device, uploaded when the command is sent. `toGroupWire`/`toCompanyWire` give the API's body.
 */

const cnaeValue = v.nullable(v.object({ codigo: v.string(), descricao: v.string() }));
const namedValue = v.nullable(v.object({ id: v.string(), nome: v.string() }));
const fileRefValue = v.nullable(v.object({ id: v.string(), nome: v.string(), url: v.string() }));

/** The same limits as groupBody's `balancos[].ano` and `documentos[].tipo`. */
const year = v.pipe(
  v.number('Informe o ano do balanço.'),
  v.integer('O ano do balanço deve ser inteiro.'),
  v.minValue(1900, 'Ano do balanço inválido.'),
  v.maxValue(2100, 'Ano do balanço inválido.'),
);
const documentType = v.pipe(
  v.string('Informe o tipo do documento.'),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('Informe o tipo do documento.'),
  v.maxLength(100, 'O tipo do documento deve ter no máximo 100 caracteres.'),
);

const {
  atividade_principal: _cnae,
  responsavel_id: _responsible,
  contato_ids: _contacts,
  balancos: _balances,
  documentos: _documents,
  ...groupEntries
} = groupBody.entries;

const groupFormSchema = v.object({
  ...groupEntries,
  atividade_principal: v.optional(cnaeValue, null),
  responsavel: v.optional(namedValue, null),
  contatos: v.optional(
    v.array(
      v.object({
        id: v.string(),
        nome: v.string(),
        seguradora: v.object({ id: v.string(), nome: v.string() }),
      }),
    ),
    [],
  ),
  balancos: v.optional(v.array(v.object({ key: v.string(), ano: year, arquivo: fileRefValue })), []),
  documentos: v.optional(
    v.array(v.object({ key: v.string(), tipo: documentType, arquivo: fileRefValue })),
    [],
  ),
});
export const newGroupFormSchema = v.object({ cnpj: cnpj(), ...groupFormSchema.entries });

export type GroupFormInput = v.InferInput<typeof newGroupFormSchema>;
export type GroupFormValues = Partial<GroupFormInput>;
/** What the group forms give once validated (the edit form's CNPJ is the group's own). */
export type NewGroupFormData = v.InferOutput<typeof newGroupFormSchema>;

const { atividade_principal: _companyCnae, ...companyEntries } = companyBody.entries;
const companyFormSchema = v.object({
  ...companyEntries,
  atividade_principal: v.optional(cnaeValue, null),
});
export const newCompanyFormSchema = v.object({ cnpj: cnpj(), ...companyFormSchema.entries });

export type CompanyFormValues = Partial<v.InferInput<typeof newCompanyFormSchema>>;
export type NewCompanyFormData = v.InferOutput<typeof newCompanyFormSchema>;

/** A blank address (the forms' start). */
export const emptyAddress = {
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  uf: null,
  codigo_ibge: null,
};

/** A document row of the form: a saved file, or one chosen on this device (by the row's key). */
interface DocumentRow {
  key: string;
  arquivo: FileRef | null;
}

/** The outbox file name of a document row's new file. */
export const rowFileName = (key: string): string => `arquivo:${key}`;

/** The file id a row sends: its saved file's, or the one its new file got when uploaded. */
function fileIdOf(row: DocumentRow, uploaded: Readonly<Record<string, string>>): string {
  const id = row.arquivo?.id ?? uploaded[rowFileName(row.key)];
  // The form refuses a row without a file before queueing; a queued row always has one.
  if (!id) throw new Error('Documento sem arquivo.');
  return id;
}

const cnaeCode = (cnae: Cnae | null) => cnae?.codigo ?? null;

/**
 * The PUT body of a group (POST adds `id` and `cnpj`; the CNPJ never changes): `uploaded` maps file
 * names to their new ids.
 */
export function toGroupWire(data: NewGroupFormData, uploaded: Readonly<Record<string, string>> = {}) {
  const {
    cnpj: _fixed,
    atividade_principal,
    responsavel,
    contatos,
    balancos,
    documentos,
    escritorio_id,
    ...rest
  } = data;
  return {
    ...rest,
    atividade_principal: cnaeCode(atividade_principal),
    responsavel_id: responsavel?.id ?? null,
    // 'NENHUM' (the all-zero id of the office suggest) is no office.
    escritorio_id: escritorio_id && escritorio_id !== PLACEHOLDER_ID ? escritorio_id : null,
    contato_ids: contatos.map((c) => c.id),
    balancos: balancos.map((b) => ({ ano: b.ano, arquivo_id: fileIdOf(b, uploaded) })),
    documentos: documentos.map((d) => ({ tipo: d.tipo, arquivo_id: fileIdOf(d, uploaded) })),
  };
}

/** The PUT body of a company (POST adds `id`, `cnpj` and `subsidiaria`). */
export function toCompanyWire(data: NewCompanyFormData) {
  const { cnpj: _fixed, atividade_principal, ...rest } = data;
  return { ...rest, atividade_principal: cnaeCode(atividade_principal) };
}

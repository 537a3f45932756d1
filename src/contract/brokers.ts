import * as v from 'valibot';
import { pagedQuery, newRecordId, suggestQuery } from './common';
import { cnpj, optionalPhone } from './documents';
import { activeFilter, optionalSusep } from './insurers';
import { BROKER_SORT } from './screens/brokers';

/** A broker (corretora) on the wire. `cnpj` holds the 14 digits. */
export interface Broker {
  id: string;
  razao_social: string;
  nome_fantasia: string | null;
  cnpj: string;
  codigo_susep: string | null;
  email: string | null;
  telefone: string | null;
  contato: string | null;
  ativo: boolean;
  atualizado_em: string;
}

/** GET /v1/corretoras/suggest: active brokers. */
export interface BrokerSuggestion {
  id: string;
  nome: string;
  cnpj: string;
}

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

export const brokerBody = v.object({
  razao_social: v.pipe(
    v.string('Informe a razão social.'),
    v.trim(),
    v.nonEmpty('Informe a razão social.'),
    v.maxLength(200, 'A razão social deve ter no máximo 200 caracteres.'),
  ),
  nome_fantasia: optionalText(200, 'O nome fantasia deve ter no máximo 200 caracteres.'),
  cnpj: cnpj(),
  codigo_susep: optionalSusep,
  email: v.optional(
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
  ),
  telefone: optionalPhone,
  contato: optionalText(200, 'O contato deve ter no máximo 200 caracteres.'),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
});
export const createBrokerBody = v.object({ id: newRecordId, ...brokerBody.entries });
export type BrokerInput = v.InferInput<typeof brokerBody>;

export const brokerListQuery = v.object({ ...pagedQuery(BROKER_SORT).entries, ativo: activeFilter });

/** GET /v1/corretoras/suggest?query= */
export const brokerSuggestQuery = suggestQuery;

export { BROKER_SORT };

/** Answers (documentation, see common.ts). */
export const brokerRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  razao_social: v.string(),
  nome_fantasia: v.nullable(v.string()),
  cnpj: v.string(),
  codigo_susep: v.nullable(v.string()),
  email: v.nullable(v.string()),
  telefone: v.nullable(v.string()),
  contato: v.nullable(v.string()),
  ativo: v.boolean(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<Broker>;
export const brokerSuggestions = /*#__PURE__*/ v.array(
  v.object({ id: v.string(), nome: v.string(), cnpj: v.string() }),
) satisfies v.GenericSchema<BrokerSuggestion[]>;

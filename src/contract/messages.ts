import * as v from 'valibot';

/**
 * Portuguese fallback messages for valibot (its i18n package does not support valibot 1 yet).
 * Schemas still give their own message wherever a field deserves a precise one.
 */
function portugueseMessage(issue: v.BaseIssue<unknown>): string {
  const expected = issue.requirement;
  switch (issue.type) {
    case 'string':
      return issue.input === undefined || issue.input === null ? 'Campo obrigatório.' : 'Deve ser um texto.';
    case 'number':
      return issue.input === undefined || issue.input === null ? 'Campo obrigatório.' : 'Deve ser um número.';
    case 'boolean':
      return 'Deve ser verdadeiro ou falso.';
    case 'object':
    case 'strict_object':
      // valibot reports a missing key as an `object` issue on that key, with no input.
      return issue.input === undefined ? 'Campo obrigatório.' : 'Formato inválido: era esperado um objeto.';
    case 'array':
      return 'Formato inválido: era esperada uma lista.';
    case 'picklist':
    case 'enum':
      return 'Valor não permitido.';
    case 'email':
      return 'E-mail inválido.';
    case 'uuid':
      return 'Identificador inválido.';
    case 'integer':
      return 'Deve ser um número inteiro.';
    case 'non_empty':
      return 'Campo obrigatório.';
    case 'min_length':
      return `Deve ter no mínimo ${String(expected)} caracteres.`;
    case 'max_length':
      return `Deve ter no máximo ${String(expected)} caracteres.`;
    case 'length':
      return `Deve ter exatamente ${String(expected)} caracteres.`;
    case 'min_value':
      return `Deve ser maior ou igual a ${String(expected)}.`;
    case 'max_value':
      return `Deve ser menor ou igual a ${String(expected)}.`;
    case 'regex':
      return 'Formato inválido.';
    case 'never':
      return 'Campo não permitido.';
    default:
      return 'Valor inválido.';
  }
}

v.setGlobalMessage(portugueseMessage);

export { portugueseMessage };

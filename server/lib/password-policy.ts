import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MESSAGES } from '../../src/contract/auth';

/**
 * The server's half of the password rule. The contract's `password` schema (length, a letter, a
 * digit) runs in the forms too; this half needs word lists of a few megabytes, so it runs only here
 * and never enters the browser bundle.
 *
 * Common passwords: zxcvbn-ts with its common list (leaked-password ranks) and the pt-BR
 * dictionaries (words, first names, surnames, Wikipedia). A password it estimates to fall within a
 * million guesses (score 0 or 1: `password1`, `Senha123`, `12345678`, `brasil2020`) is refused.
 */
const MIN_SCORE = 2;

/** Name parts and e-mail pieces shorter than this are too common inside words to refuse. */
const MIN_PERSONAL_PART = 4;

let checker: Promise<ZxcvbnFactory> | undefined;

/** Loaded at the first password set, not at start: the dictionaries cost memory and ~0.2 s. */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, ptBr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-pt-br'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: ptBr.translations,
    });
  })();
  return checker;
}

/** Lowercase, without accents: 'João' inside 'joao1234' counts. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The pieces of the user's name, nickname and e-mail local part a password must not contain. */
export function personalParts(user: { nome: string; apelido?: string; email: string }): string[] {
  const local = fold(user.email.split('@')[0] ?? '');
  const words = [user.nome, user.apelido ?? '', local].flatMap((text) => fold(text).split(/[^\p{L}\p{N}]+/u));
  const parts = new Set(words.filter((w) => w.length >= MIN_PERSONAL_PART));
  if (local.length >= MIN_PERSONAL_PART) parts.add(local);
  return [...parts];
}

/**
 * Why this password is refused for this user, or undefined when it is acceptable. Runs after the
 * contract's schema (so the length is already capped at 128 characters).
 */
export async function passwordProblem(
  password: string,
  user: { nome: string; apelido?: string; email: string },
): Promise<string | undefined> {
  const folded = fold(password);
  const parts = personalParts(user);
  if (parts.some((part) => folded.includes(part))) return PASSWORD_MESSAGES.personal;
  const result = (await zxcvbn()).check(password, parts);
  if (result.score < MIN_SCORE) return PASSWORD_MESSAGES.common;
  return undefined;
}

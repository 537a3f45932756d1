import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { files, pessoasCnaes, users } from '../../server/db/schema';
import type { ModuleId, ActionId } from '../../src/contract/permissions';
import type { TestServer } from './harness';
import { bearer } from './harness';

/* Shared set-up of the economic-groups and wallet tests: valid CNPJs, users, files, CNAEs. */

/** The two check digits of a CNPJ's first 12 digits. */
export function cnpjOf(first12: string): string {
  const digit = (base: string) => {
    const weights =
      base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = Array.from(base, Number).reduce((acc, d, i) => acc + d * (weights[i] as number), 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const d1 = digit(first12);
  return first12 + d1 + digit(first12 + d1);
}

/** A fresh CNPJ root (8 digits). */
export const freshRoot = (): string => String(crypto.randomInt(10_000_000, 99_999_999));

/** A valid CNPJ of a root and an order number ('0001' is the head office). */
export const cnpjWith = (root: string, order = '0001') => cnpjOf(root + order);

export const CNAE_DIGITS = '6622300';
export const CNAE_DESCRIPTION =
  'Corretores e agentes de seguros, de planos de previdência complementar e de saúde';

/** The CNAE subclasses the tests name (helper data of the personal-data API may not be seeded). */
export async function seedCnaes(server: TestServer): Promise<void> {
  await server.database.db
    .insert(pessoasCnaes)
    .values([
      { codigo: CNAE_DIGITS, descricao: CNAE_DESCRIPTION },
      { codigo: '4120400', descricao: 'Construção de edifícios' },
    ])
    .onConflictDoNothing();
}

/**
 * A user of the guarantee area: by default a brokerage employee, who sees every group (the visibility
 * rule, src/contract/visibility.ts); a `corretor_parceiro` sees only the groups of their wallet.
 */
export async function insertUser(
  server: TestServer,
  nome: string,
  ativo = true,
  estruturaId: 'funcionario' | 'corretor_parceiro' = 'funcionario',
): Promise<string> {
  const id = crypto.randomUUID();
  await server.database.db.insert(users).values({
    id,
    nome,
    apelido: nome.split(' ')[0] ?? nome,
    email: `${id}@teste.local`,
    areaId: 'garantia',
    estruturaId,
    ativo,
  });
  return id;
}

/** A token of an existing user with exactly these grants. */
export const tokenOf = (server: TestServer, sub: string, modules: ModuleId[], actions: ActionId[] = []) =>
  server.tokenWith({ sub, modules, actions, area: 'garantia' });

/** An uploaded file's row (the groups only check that the file exists). */
export async function insertFile(server: TestServer, nome = 'balanco.pdf'): Promise<string> {
  const id = crypto.randomUUID();
  await server.database.db.insert(files).values({
    id,
    nomeOriginal: nome,
    tipo: 'application/pdf',
    tamanho: 10,
    sha256: crypto.randomBytes(32).toString('hex'),
    criadoPor: 'teste',
  });
  return id;
}

export type Method = 'GET' | 'POST' | 'PUT';

export function caller(server: TestServer) {
  return (
    method: Method,
    url: string,
    token?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
}

export const groupBodyFor = (cnpj: string, extra: Record<string, unknown> = {}) => ({
  cnpj,
  razao_social: `Grupo ${cnpj.slice(0, 8)} Ltda`,
  nome_fantasia: `Fantasia ${cnpj.slice(0, 8)}`,
  atividade_principal: '6622-3/00',
  endereco: { cep: '01310-100', logradouro: 'Av. Paulista', numero: '1000', cidade: 'São Paulo', uf: 'SP' },
  telefone: '(11) 3333-4444',
  email: 'contato@grupo.com.br',
  ...extra,
});

export const companyBodyFor = (cnpj: string, extra: Record<string, unknown> = {}) => ({
  cnpj,
  razao_social: `Empresa ${cnpj} Ltda`,
  nome_fantasia: null,
  ...extra,
});

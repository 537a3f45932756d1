import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import type { Db } from '../db/client';
import { AppError, notFound } from '../errors';
import { CNPJ_INVALID } from '../../src/contract/documents';
import type { Address, Bank, CepLookup, Cnae, CompanyLookup } from '../../src/contract/pessoas';
import { PESSOAS_CACHE_DAYS, PESSOAS_MESSAGES, displayCnae } from '../../src/contract/pessoas';
import * as repo from './repository';
import { createUpstream } from './upstream';
import type { Upstream } from './upstream';

/**
 * The personal-data API's rules (ARCHITECTURE.md §8), shared by its own routes (`/pessoas/v1`) and by
 * the main API's lookups (server/domains/people), which call it in process on the same database.
 */
export interface PessoasOptions {
  /** PESSOAS_UPSTREAM_URL; without it, only what is cached or registered answers. */
  upstreamUrl?: string | undefined;
  /** The upstream's time-out (default 5 s); tests shorten it. */
  timeoutMs?: number | undefined;
}

const CACHE_MS = PESSOAS_CACHE_DAYS * 24 * 60 * 60 * 1000;
const fresh = (at: Date) => Date.now() - at.getTime() < CACHE_MS;

const unavailable = (message: string = PESSOAS_MESSAGES.unavailable) =>
  new AppError(503, 'unavailable', message);
const invalid = (field: string, message: string) =>
  new AppError(400, 'invalid_request', message, [{ field, message }]);

// One client per URL and time-out (a plain object: no connection is kept open).
const upstreams = new Map<string, Upstream>();
function upstreamOf(options: PessoasOptions): Upstream | undefined {
  if (!options.upstreamUrl) return undefined;
  const key = `${options.upstreamUrl} ${options.timeoutMs ?? ''}`;
  let upstream = upstreams.get(key);
  if (!upstream) {
    upstream = createUpstream({
      url: options.upstreamUrl,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    upstreams.set(key, upstream);
  }
  return upstream;
}

/** 14 digits with valid check digits (mask allowed), else 400 'CNPJ inválido.'. */
export function cnpjDigits(text: string): string {
  const digits = text.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits) || !isValidCnpj(digits)) throw invalid('cnpj', CNPJ_INVALID);
  return digits;
}

/** 8 digits (hyphen allowed), else 400. */
export function cepDigits(text: string): string {
  const digits = text.replace(/[.\-\s]/g, '');
  if (!/^\d{8}$/.test(digits)) throw invalid('cep', PESSOAS_MESSAGES.cepInvalid);
  return digits;
}

/**
 * GET company by CNPJ: a Receita answer younger than 30 days; else the upstream (stored); when it
 * fails or there is none, the stale answer or the registered company, else 503 (the lookup is
 * unavailable: nothing is known about the CNPJ); when it says 404, the registered company, else 404.
 */
export async function companyByCnpj(
  db: Db,
  options: PessoasOptions,
  cnpjText: string,
): Promise<CompanyLookup> {
  const cnpj = cnpjDigits(cnpjText);
  const stored = await repo.findCompany(db, cnpj);
  if (stored?.origem === 'receita' && fresh(stored.consultadoEm)) return stored.dados;
  const upstream = upstreamOf(options);
  if (!upstream) {
    if (stored) return stored.dados;
    throw unavailable(PESSOAS_MESSAGES.cnpjUnavailable);
  }
  const answer = await upstream.company(cnpj);
  if (answer.kind === 'found') {
    await repo.saveCompany(db, answer.data);
    return answer.data;
  }
  if (answer.kind === 'not-found') {
    // The Receita does not know it (a company just opened): what the brokerage registered, if any.
    if (stored?.origem === 'cadastro') return stored.dados;
    throw notFound(PESSOAS_MESSAGES.cnpjNotFound);
  }
  if (stored) return stored.dados;
  throw unavailable(PESSOAS_MESSAGES.cnpjUnavailable);
}

/** GET address by CEP: cached 30 days, else the upstream, else the stale answer, else 503. */
export async function addressByCep(db: Db, options: PessoasOptions, cepText: string): Promise<CepLookup> {
  const cep = cepDigits(cepText);
  const stored = await repo.findCep(db, cep);
  if (stored && fresh(stored.consultadoEm)) return stored.dados;
  const upstream = upstreamOf(options);
  if (!upstream) {
    if (stored) return stored.dados;
    throw unavailable();
  }
  const answer = await upstream.cep(cep);
  if (answer.kind === 'found') {
    await repo.saveCep(db, answer.data);
    return answer.data;
  }
  if (answer.kind === 'not-found') throw notFound('CEP não encontrado.');
  if (stored) return stored.dados;
  throw unavailable();
}

export function suggestCnaes(db: Db, query = ''): Promise<Cnae[]> {
  return repo.suggestCnaes(db, query.trim());
}

export function suggestBanks(db: Db, query = ''): Promise<Bank[]> {
  return repo.suggestBanks(db, query.trim());
}

export interface RegisteredCompany {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  atividade_principal: Cnae | null;
  endereco: Address;
  telefone: string | null;
  email: string | null;
}

/**
 * A group or company the brokerage created or edited: it answers CNPJ lookups from then on (origem
 * 'cadastro'). A Receita answer younger than 30 days is kept as it is (it is the official data and
 * holds more: situação, sócios, capital); an older one, or an earlier registration, is replaced.
 * An invalid CNPJ is ignored (the caller validated it already; this never fails a save for it).
 */
export async function registerCompany(db: Db, company: RegisteredCompany): Promise<void> {
  const cnpj = company.cnpj.replace(/\D/g, '');
  if (!/^\d{14}$/.test(cnpj) || !isValidCnpj(cnpj)) return;
  const stored = await repo.findCompany(db, cnpj);
  if (stored?.origem === 'receita' && fresh(stored.consultadoEm)) return;
  await repo.saveCompany(db, {
    cnpj,
    razao_social: company.razao_social,
    nome_fantasia: company.nome_fantasia,
    situacao_cadastral: null,
    data_abertura: null,
    natureza_juridica: null,
    cnae_principal: company.atividade_principal
      ? {
          codigo: displayCnae(company.atividade_principal.codigo),
          descricao: company.atividade_principal.descricao,
        }
      : null,
    cnaes_secundarios: [],
    endereco: company.endereco,
    telefone: company.telefone,
    email: company.email,
    capital_social: null,
    socios: [],
    origem: 'cadastro',
    consultado_em: new Date().toISOString(),
  });
}

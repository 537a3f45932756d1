import * as v from 'valibot';
import type { CepLookup, Cnae, CompanyLookup, Partner } from '../../src/contract/pessoas';
import { PESSOAS_UPSTREAM_TIMEOUT_MS, displayCnae } from '../../src/contract/pessoas';

/**
 * The upstream of the personal-data API: any service answering as BrasilAPI does
 * (`GET {url}/api/cnpj/v1/{cnpj}`, `GET {url}/api/cep/v2/{cep}`). Every way it can misbehave (time-out,
 * refused connection, 5xx, 429, HTML or JSON of another shape) is one outcome, `failed`: the service
 * then serves what it has, and never answers 500 for it.
 */
export type UpstreamAnswer<T> = { kind: 'found'; data: T } | { kind: 'not-found' } | { kind: 'failed' };

export interface UpstreamOptions {
  /** PESSOAS_UPSTREAM_URL, without the trailing slash. */
  url: string;
  /** Default 5 s (PESSOAS_UPSTREAM_TIMEOUT_MS); tests shorten it. */
  timeoutMs?: number;
}

const text = v.nullish(v.union([v.string(), v.number()]));
const str = (value: string | number | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};
const digits = (value: string | number | null | undefined): string | null => {
  const only = str(value)?.replace(/\D/g, '') ?? '';
  return only === '' ? null : only;
};

/** BrasilAPI's /api/cnpj/v1 answer: only the fields we read; anything else is ignored. */
const cnpjAnswer = v.object({
  cnpj: v.union([v.string(), v.number()]),
  razao_social: v.pipe(v.string(), v.trim(), v.minLength(1)),
  nome_fantasia: text,
  descricao_situacao_cadastral: text,
  data_inicio_atividade: text,
  natureza_juridica: text,
  cnae_fiscal: text,
  cnae_fiscal_descricao: text,
  cnaes_secundarios: v.nullish(v.array(v.object({ codigo: text, descricao: text }))),
  descricao_tipo_de_logradouro: text,
  logradouro: text,
  numero: text,
  complemento: text,
  bairro: text,
  municipio: text,
  uf: text,
  cep: text,
  codigo_municipio_ibge: text,
  ddd_telefone_1: text,
  email: text,
  capital_social: v.nullish(v.union([v.number(), v.string()])),
  qsa: v.nullish(
    v.array(
      v.object({
        nome_socio: text,
        qualificacao_socio: text,
        cnpj_cpf_do_socio: text,
        data_entrada_sociedade: text,
      }),
    ),
  ),
});

/** BrasilAPI's /api/cep/v2 answer (ViaCEP-like `ibge` accepted too, when the upstream sends it). */
const cepAnswer = v.object({
  cep: v.union([v.string(), v.number()]),
  state: v.pipe(v.string(), v.trim(), v.length(2)),
  city: v.pipe(v.string(), v.trim(), v.minLength(1)),
  neighborhood: text,
  street: text,
  ibge: text,
  codigo_ibge: text,
});

function cnaeOf(
  code: string | number | null | undefined,
  description: string | number | null | undefined,
): Cnae | null {
  const only = digits(code)?.padStart(7, '0');
  // BrasilAPI sends [{ codigo: 0, descricao: '' }] for a company without secondary activities.
  if (!only || !/^\d{7}$/.test(only) || /^0+$/.test(only)) return null;
  return { codigo: displayCnae(only), descricao: str(description) ?? '' };
}

const isoDate = (value: string | number | null | undefined): string | null => {
  const date = str(value);
  return date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
};

/** BrasilAPI's company -> the contract's CompanyLookup (origem 'receita'). */
export function companyFromUpstream(answer: v.InferOutput<typeof cnpjAnswer>, cnpj: string): CompanyLookup {
  const street = [str(answer.descricao_tipo_de_logradouro), str(answer.logradouro)].filter(Boolean).join(' ');
  const ibge = digits(answer.codigo_municipio_ibge);
  const capital =
    answer.capital_social === null || answer.capital_social === undefined
      ? null
      : Number(answer.capital_social);
  const socios: Partner[] = (answer.qsa ?? []).flatMap((p) => {
    const nome = str(p.nome_socio);
    return nome
      ? [
          {
            nome,
            qualificacao: str(p.qualificacao_socio),
            documento: str(p.cnpj_cpf_do_socio),
            data_entrada: isoDate(p.data_entrada_sociedade),
          },
        ]
      : [];
  });
  return {
    cnpj,
    razao_social: answer.razao_social.trim(),
    nome_fantasia: str(answer.nome_fantasia),
    situacao_cadastral: str(answer.descricao_situacao_cadastral),
    data_abertura: isoDate(answer.data_inicio_atividade),
    natureza_juridica: str(answer.natureza_juridica),
    cnae_principal: cnaeOf(answer.cnae_fiscal, answer.cnae_fiscal_descricao),
    cnaes_secundarios: (answer.cnaes_secundarios ?? []).flatMap((c) => {
      const cnae = cnaeOf(c.codigo, c.descricao);
      return cnae ? [cnae] : [];
    }),
    endereco: {
      cep: digits(answer.cep)?.padStart(8, '0') ?? null,
      logradouro: street === '' ? null : street,
      numero: str(answer.numero),
      complemento: str(answer.complemento),
      bairro: str(answer.bairro),
      cidade: str(answer.municipio),
      uf: str(answer.uf)?.toUpperCase() ?? null,
      // BrasilAPI's codigo_municipio_ibge is IBGE's 7-digit code; anything else is not kept.
      codigo_ibge: ibge && /^\d{7}$/.test(ibge) ? ibge : null,
    },
    telefone: digits(answer.ddd_telefone_1),
    email: str(answer.email)?.toLowerCase() ?? null,
    capital_social: capital !== null && Number.isFinite(capital) ? capital : null,
    socios,
    origem: 'receita',
    consultado_em: new Date().toISOString(),
  };
}

export function cepFromUpstream(answer: v.InferOutput<typeof cepAnswer>, cep: string): CepLookup {
  const ibge = digits(answer.ibge ?? answer.codigo_ibge);
  return {
    cep,
    logradouro: str(answer.street),
    bairro: str(answer.neighborhood),
    cidade: answer.city.trim(),
    uf: answer.state.trim().toUpperCase(),
    codigo_ibge: ibge && /^\d{7}$/.test(ibge) ? ibge : null,
  };
}

async function getJson(url: string, timeoutMs: number): Promise<UpstreamAnswer<unknown>> {
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'not-found' };
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'failed' };
    }
    // A body over 1 MiB is no CNPJ answer.
    const body = await res.text();
    if (body.length > 1024 * 1024) return { kind: 'failed' };
    return { kind: 'found', data: JSON.parse(body) as unknown };
  } catch {
    // Time-out, refused connection, reset, a body that is not JSON.
    return { kind: 'failed' };
  }
}

export interface Upstream {
  company(cnpj: string): Promise<UpstreamAnswer<CompanyLookup>>;
  cep(cep: string): Promise<UpstreamAnswer<CepLookup>>;
}

export function createUpstream({ url, timeoutMs = PESSOAS_UPSTREAM_TIMEOUT_MS }: UpstreamOptions): Upstream {
  const base = url.replace(/\/+$/, '');
  return {
    async company(cnpj) {
      const answer = await getJson(`${base}/api/cnpj/v1/${cnpj}`, timeoutMs);
      if (answer.kind !== 'found') return answer;
      const parsed = v.safeParse(cnpjAnswer, answer.data);
      // An answer about another CNPJ is as wrong as garbage.
      if (!parsed.success || digits(parsed.output.cnpj)?.padStart(14, '0') !== cnpj)
        return { kind: 'failed' };
      return { kind: 'found', data: companyFromUpstream(parsed.output, cnpj) };
    },
    async cep(cep) {
      const answer = await getJson(`${base}/api/cep/v2/${cep}`, timeoutMs);
      if (answer.kind !== 'found') return answer;
      const parsed = v.safeParse(cepAnswer, answer.data);
      if (!parsed.success) return { kind: 'failed' };
      return { kind: 'found', data: cepFromUpstream(parsed.output, cep) };
    },
  };
}

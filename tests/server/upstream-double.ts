import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for a BrasilAPI-compatible upstream (`/api/cnpj/v1/{cnpj}`, `/api/cep/v2/{cep}`),
 * on a free local port. The test says how each path answers; every request is counted, so a test can
 * tell a cached answer (no request) from a fetched one. Never a real external service.
 */
export type Behaviour =
  | { kind: 'json'; body: unknown; status?: number }
  | { kind: 'status'; status: number; body?: string; contentType?: string }
  | { kind: 'slow'; delayMs: number; body: unknown }
  | { kind: 'reset' };

export interface UpstreamDouble {
  url: string;
  /** How `path` (e.g. '/api/cnpj/v1/11222333000181') answers from now on. */
  answer(path: string, behaviour: Behaviour): void;
  /** Requests received per path. */
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startUpstreamDouble(): Promise<UpstreamDouble> {
  const answers = new Map<string, Behaviour>();
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const behaviour = answers.get(path) ?? {
      kind: 'status',
      status: 404,
      body: '{"message":"não encontrado"}',
    };
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    switch (behaviour.kind) {
      case 'json':
        return json(behaviour.status ?? 200, behaviour.body);
      case 'status':
        res.writeHead(behaviour.status, { 'content-type': behaviour.contentType ?? 'application/json' });
        return res.end(behaviour.body ?? '');
      case 'slow': {
        const timer = setTimeout(() => json(200, behaviour.body), behaviour.delayMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'reset':
        return req.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (path, behaviour) => answers.set(path, behaviour),
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A BrasilAPI /api/cnpj/v1 answer (the fields the personal-data API reads, as BrasilAPI sends them). */
export function brasilApiCompany(cnpj: string, overrides: Record<string, unknown> = {}) {
  return {
    cnpj,
    razao_social: 'CAFEEIRA BOA VISTA LTDA',
    nome_fantasia: 'CAFÉ BOA VISTA',
    descricao_situacao_cadastral: 'ATIVA',
    data_inicio_atividade: '2015-03-05',
    natureza_juridica: 'Sociedade Empresária Limitada',
    cnae_fiscal: 4621400,
    cnae_fiscal_descricao: 'Comércio atacadista de café em grão',
    cnaes_secundarios: [{ codigo: 115600, descricao: 'Cultivo de soja' }],
    descricao_tipo_de_logradouro: 'RUA',
    logradouro: 'DOS CAFEZAIS',
    numero: '100',
    complemento: 'SALA 2',
    bairro: 'CENTRO',
    municipio: 'ALFENAS',
    uf: 'MG',
    cep: '37130000',
    codigo_municipio_ibge: 3101607,
    ddd_telefone_1: '3532921234',
    email: 'CONTATO@CAFEBOAVISTA.COM.BR',
    capital_social: 250000,
    qsa: [
      {
        nome_socio: 'MARIA DAS GRAÇAS SILVA',
        qualificacao_socio: 'Sócio-Administrador',
        cnpj_cpf_do_socio: '***123456**',
        data_entrada_sociedade: '2015-03-05',
      },
    ],
    ...overrides,
  };
}

/** A BrasilAPI /api/cep/v2 answer. */
export function brasilApiCep(cep: string, overrides: Record<string, unknown> = {}) {
  return {
    cep,
    state: 'MG',
    city: 'Alfenas',
    neighborhood: 'Centro',
    street: 'Rua dos Cafezais',
    service: 'correios',
    location: { type: 'Point', coordinates: {} },
    ...overrides,
  };
}

/**
 * What the e2e upstream test double (tests/e2e/upstream-double-server.ts) knows: the one company and
 * CEP it answers; every other CNPJ or CEP is 404 there. Specs import these facts instead of repeating
 * them.
 */
export const UPSTREAM_COMPANY = {
  cnpj: '11222333000181',
  cnpjDisplay: '11.222.333/0001-81',
  razao_social: 'CAFEEIRA BOA VISTA LTDA',
  nome_fantasia: 'CAFÉ BOA VISTA',
  /** The main activity, as the CNAE picker shows it. */
  cnae: { codigo: '4621-4/00', descricao: 'Comércio atacadista de café em grão' },
  endereco: {
    cep: '37130000',
    logradouro: 'RUA DOS CAFEZAIS',
    numero: '100',
    complemento: 'SALA 2',
    bairro: 'CENTRO',
    cidade: 'ALFENAS',
    uf: 'MG',
    codigo_ibge: '3101607',
  },
  telefone: '3532921234',
  email: 'contato@cafeboavista.com.br',
} as const;

export const UPSTREAM_CEP = {
  cep: '37130000',
  cepDisplay: '37130-000',
  logradouro: 'Rua dos Cafezais',
  bairro: 'Centro',
  cidade: 'Alfenas',
  uf: 'MG',
  codigo_ibge: '3101607',
} as const;

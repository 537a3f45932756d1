import http from 'node:http';
import { UPSTREAM_CEP, UPSTREAM_COMPANY } from './upstream-double-facts';

/**
 * The e2e stand-in for the personal-data API's upstream (BrasilAPI-compatible), started by
 * playwright.config.ts on E2E_UPSTREAM_PORT; the e2e server gets PESSOAS_UPSTREAM_URL pointing here.
 * It knows one company and one CEP (upstream-double-facts.ts); everything else is 404.
 */
const company = {
  cnpj: UPSTREAM_COMPANY.cnpj,
  razao_social: UPSTREAM_COMPANY.razao_social,
  nome_fantasia: UPSTREAM_COMPANY.nome_fantasia,
  descricao_situacao_cadastral: 'ATIVA',
  data_inicio_atividade: '2015-03-05',
  natureza_juridica: 'Sociedade Empresária Limitada',
  cnae_fiscal: Number(UPSTREAM_COMPANY.cnae.codigo.replace(/\D/g, '')),
  cnae_fiscal_descricao: UPSTREAM_COMPANY.cnae.descricao,
  cnaes_secundarios: [{ codigo: 0, descricao: '' }],
  descricao_tipo_de_logradouro: '',
  logradouro: UPSTREAM_COMPANY.endereco.logradouro,
  numero: UPSTREAM_COMPANY.endereco.numero,
  complemento: UPSTREAM_COMPANY.endereco.complemento,
  bairro: UPSTREAM_COMPANY.endereco.bairro,
  municipio: UPSTREAM_COMPANY.endereco.cidade,
  uf: UPSTREAM_COMPANY.endereco.uf,
  cep: UPSTREAM_COMPANY.endereco.cep,
  codigo_municipio_ibge: Number(UPSTREAM_COMPANY.endereco.codigo_ibge),
  ddd_telefone_1: UPSTREAM_COMPANY.telefone,
  email: UPSTREAM_COMPANY.email.toUpperCase(),
  capital_social: 250000,
  qsa: [
    {
      nome_socio: 'MARIA DAS GRAÇAS SILVA',
      qualificacao_socio: 'Sócio-Administrador',
      cnpj_cpf_do_socio: '***123456**',
      data_entrada_sociedade: '2015-03-05',
    },
  ],
};

const cep = {
  cep: UPSTREAM_CEP.cep,
  state: UPSTREAM_CEP.uf,
  city: UPSTREAM_CEP.cidade,
  neighborhood: UPSTREAM_CEP.bairro,
  street: UPSTREAM_CEP.logradouro,
  ibge: UPSTREAM_CEP.codigo_ibge,
  service: 'test-double',
};

const answers = new Map<string, unknown>([
  [`/api/cnpj/v1/${UPSTREAM_COMPANY.cnpj}`, company],
  [`/api/cep/v2/${UPSTREAM_CEP.cep}`, cep],
  ['/healthz', { status: 'ok' }],
]);

const port = Number(process.env.E2E_UPSTREAM_PORT ?? 0);
const server = http.createServer((req, res) => {
  const body = answers.get((req.url ?? '/').split('?')[0] ?? '/');
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body ?? { message: 'não encontrado' }));
});
server.listen(port, '127.0.0.1', () => {
  console.log(`upstream de teste em http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

import { eq } from 'drizzle-orm';
import type { GroupStatusId } from '../../../src/contract/group-statuses';
import type { Db } from '../client';
import {
  companies,
  economicGroups,
  groupContacts,
  insurerContacts,
  insureds,
  insurers,
  offices,
} from '../schema';

/*
 * Demo economic groups: a construction company, a coffee cooperative in Minas Gerais, a
 * logistics company, an agribusiness and a metalworks, each with borrowers and a subsidiary sharing
 * its CNPJ root, spread over the demo users' wallets and offices, some linked to an insurer's
 * relationship contact; and a few insureds. Names are realistic, CNPJs are made up (valid check
 * digits computed here). Documents are left out: they need uploaded files.
 */

/** A valid CNPJ from its first 12 digits (root + order number). */
export function cnpjFrom(first12: string): string {
  const digit = (base: string) => {
    const weights =
      base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = Array.from(base, Number).reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = digit(first12);
  return first12 + first + digit(first12 + first);
}

interface Place {
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string;
  uf: string;
  codigoIbge: string | null;
}

interface DemoCompany {
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string | null;
  cnae: [string, string];
  place: Place;
  subsidiaria?: boolean;
}

interface DemoGroup extends DemoCompany {
  status: GroupStatusId;
  /** Index into the wallet owners given to seedDemoGroups. */
  owner: number;
  office: 0 | 1;
  contact?: 0 | 1;
  companies: DemoCompany[];
}

const CNAE = {
  construcao: ['4120400', 'Construção de edifícios'],
  obras: ['4211101', 'Construção de rodovias e ferrovias'],
  cafe: ['4621400', 'Comércio atacadista de café em grão'],
  armazem: ['5211701', 'Armazéns gerais - emissão de warrant'],
  transporte: [
    '4930202',
    'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional',
  ],
  soja: ['0115600', 'Cultivo de soja'],
  metal: ['2511000', 'Fabricação de estruturas metálicas'],
} as const satisfies Record<string, [string, string]>;

const place = (
  cidade: string,
  uf: string,
  codigoIbge: string | null,
  cep: string | null,
  logradouro: string | null = null,
  numero: string | null = null,
  bairro: string | null = null,
): Place => ({ cep, logradouro, numero, bairro, cidade, uf, codigoIbge });

const SAO_PAULO = place('SÃO PAULO', 'SP', '3550308', '01310100', 'AVENIDA PAULISTA', '1842', 'BELA VISTA');

const GROUPS: DemoGroup[] = [
  {
    cnpj: cnpjFrom('482193570001'),
    razaoSocial: 'CONSTRUTORA HORIZONTE ENGENHARIA LTDA',
    nomeFantasia: 'HORIZONTE ENGENHARIA',
    cnae: CNAE.construcao,
    place: SAO_PAULO,
    status: 'aprovado',
    owner: 0,
    office: 0,
    contact: 0,
    companies: [
      {
        cnpj: cnpjFrom('482193570002'),
        razaoSocial: 'CONSTRUTORA HORIZONTE ENGENHARIA LTDA',
        nomeFantasia: 'HORIZONTE CAMPINAS',
        cnae: CNAE.construcao,
        place: place('CAMPINAS', 'SP', '3509502', '13010000', 'RUA BARÃO DE JAGUARA', '900', 'CENTRO'),
        subsidiaria: true,
      },
      {
        cnpj: cnpjFrom('519027640001'),
        razaoSocial: 'HORIZONTE INFRAESTRUTURA E CONCESSÕES S.A.',
        nomeFantasia: 'HORIZONTE INFRA',
        cnae: CNAE.obras,
        place: SAO_PAULO,
      },
    ],
  },
  {
    cnpj: cnpjFrom('237845160001'),
    razaoSocial: 'COOPERATIVA REGIONAL DOS CAFEICULTORES DO SUL DE MINAS',
    nomeFantasia: 'COOPERCAFÉ SUL DE MINAS',
    cnae: CNAE.cafe,
    place: place('VARGINHA', 'MG', '3170701', '37002000', 'AVENIDA RIO BRANCO', '1200', 'CENTRO'),
    status: 'aprovado',
    owner: 2,
    office: 1,
    contact: 0,
    companies: [
      {
        cnpj: cnpjFrom('237845160002'),
        razaoSocial: 'COOPERATIVA REGIONAL DOS CAFEICULTORES DO SUL DE MINAS',
        nomeFantasia: 'COOPERCAFÉ TRÊS PONTAS',
        cnae: CNAE.cafe,
        place: place('TRÊS PONTAS', 'MG', null, '37190000', 'RODOVIA MG-167', 'S/N', 'ZONA RURAL'),
        subsidiaria: true,
      },
      {
        cnpj: cnpjFrom('306512980001'),
        razaoSocial: 'ARMAZÉNS GERAIS COOPERCAFÉ LTDA',
        nomeFantasia: 'ARMAZÉNS COOPERCAFÉ',
        cnae: CNAE.armazem,
        place: place('VARGINHA', 'MG', '3170701', '37002000', 'AVENIDA RIO BRANCO', '1250', 'CENTRO'),
      },
    ],
  },
  {
    cnpj: cnpjFrom('145678230001'),
    razaoSocial: 'TRANSLOG TRANSPORTES E LOGÍSTICA LTDA',
    nomeFantasia: 'TRANSLOG',
    cnae: CNAE.transporte,
    place: place(
      'CAJAMAR',
      'SP',
      null,
      '07750000',
      'AVENIDA DOUTOR ANTÔNIO JOÃO ABDALLA',
      '3333',
      'EMPRESARIAL',
    ),
    status: 'em_analise',
    owner: 1,
    office: 0,
    contact: 1,
    companies: [
      {
        cnpj: cnpjFrom('145678230002'),
        razaoSocial: 'TRANSLOG TRANSPORTES E LOGÍSTICA LTDA',
        nomeFantasia: 'TRANSLOG CURITIBA',
        cnae: CNAE.transporte,
        place: place('CURITIBA', 'PR', '4106902', '81460000', 'RODOVIA BR-116', '15000', 'CIDADE INDUSTRIAL'),
        subsidiaria: true,
      },
      {
        cnpj: cnpjFrom('398120450001'),
        razaoSocial: 'TRANSLOG ARMAZENAGEM E DISTRIBUIÇÃO LTDA',
        nomeFantasia: 'TRANSLOG ARMAZENAGEM',
        cnae: CNAE.armazem,
        place: place('CAJAMAR', 'SP', null, '07750000'),
      },
      {
        cnpj: cnpjFrom('402318760001'),
        razaoSocial: 'RODOSUL CARGAS EXPRESSAS LTDA',
        nomeFantasia: 'RODOSUL',
        cnae: CNAE.transporte,
        place: place('CURITIBA', 'PR', '4106902', '80010000'),
      },
    ],
  },
  {
    cnpj: cnpjFrom('612490370001'),
    razaoSocial: 'AGROPECUÁRIA VALE VERDE S.A.',
    nomeFantasia: 'VALE VERDE AGRO',
    cnae: CNAE.soja,
    place: place('RIO VERDE', 'GO', '5218805', '75901010', 'RUA AUGUSTA BASTOS', '400', 'CENTRO'),
    status: 'em_cadastro',
    owner: 2,
    office: 1,
    companies: [
      {
        cnpj: cnpjFrom('612490370002'),
        razaoSocial: 'AGROPECUÁRIA VALE VERDE S.A.',
        nomeFantasia: 'FAZENDA SANTA LUZIA',
        cnae: CNAE.soja,
        place: place('RIO VERDE', 'GO', '5218805', null, 'RODOVIA GO-174', 'KM 32', 'ZONA RURAL'),
        subsidiaria: true,
      },
    ],
  },
  {
    cnpj: cnpjFrom('720156840001'),
    razaoSocial: 'METALÚRGICA BOA VISTA LTDA',
    nomeFantasia: 'METALBOA',
    cnae: CNAE.metal,
    place: place('JOINVILLE', 'SC', '4209102', '89201000', 'RUA DO PRÍNCIPE', '500', 'CENTRO'),
    status: 'bloqueado',
    owner: 0,
    office: 0,
    companies: [
      {
        cnpj: cnpjFrom('720156840002'),
        razaoSocial: 'METALÚRGICA BOA VISTA LTDA',
        nomeFantasia: 'METALBOA FILIAL NORTE',
        cnae: CNAE.metal,
        place: place('JOINVILLE', 'SC', '4209102', '89201000'),
        subsidiaria: true,
      },
    ],
  },
];

const INSUREDS = [
  {
    tipo: 'juridica' as const,
    numeroDocumento: cnpjFrom('038542170001'),
    nome: 'TRIBUNAL REGIONAL DO TRABALHO DA 15ª REGIÃO',
    cidade: 'CAMPINAS',
    uf: 'SP',
  },
  {
    tipo: 'juridica' as const,
    numeroDocumento: cnpjFrom('180084520001'),
    nome: 'MUNICÍPIO DE VARGINHA',
    cidade: 'VARGINHA',
    uf: 'MG',
  },
  {
    tipo: 'juridica' as const,
    numeroDocumento: cnpjFrom('558913260001'),
    nome: 'COMPANHIA DE SANEAMENTO DO VALE S.A.',
    cidade: 'SÃO PAULO',
    uf: 'SP',
  },
];

const columnsOf = (c: DemoCompany) => ({
  cnpj: c.cnpj,
  razaoSocial: c.razaoSocial,
  nomeFantasia: c.nomeFantasia,
  cnaeCodigo: c.cnae[0],
  cnaeDescricao: c.cnae[1],
  cep: c.place.cep,
  logradouro: c.place.logradouro,
  numero: c.place.numero,
  bairro: c.place.bairro,
  cidade: c.place.cidade,
  uf: c.place.uf,
  codigoIbge: c.place.codigoIbge,
});

async function officeNamed(db: Db, nome: string, cidade: string, uf: string): Promise<string> {
  const [found] = await db.select({ id: offices.id }).from(offices).where(eq(offices.nome, nome));
  if (found) return found.id;
  const [row] = await db.insert(offices).values({ nome, cidade, uf }).returning({ id: offices.id });
  if (!row) throw new Error(`escritório ${nome} não criado`);
  return row.id;
}

/** Demo groups in the wallets of `owners` (ids of existing users); on an empty database only. */
export async function seedDemoGroups(db: Db, owners: string[]): Promise<void> {
  const [any] = await db.select({ id: economicGroups.id }).from(economicGroups).limit(1);
  if (any || owners.length === 0) return;
  const officeIds = [
    await officeNamed(db, 'MATRIZ SÃO PAULO', 'SÃO PAULO', 'SP'),
    await officeNamed(db, 'REGIONAL SUL DE MINAS', 'VARGINHA', 'MG'),
  ];
  const insurerCnpj = cnpjFrom('619874320001');
  let [insurer] = await db.select({ id: insurers.id }).from(insurers).where(eq(insurers.cnpj, insurerCnpj));
  insurer ??= (
    await db
      .insert(insurers)
      .values({
        nome: 'SEGURADORA HORIZONTE',
        razaoSocial: 'HORIZONTE SEGUROS DE GARANTIA S.A.',
        cnpj: insurerCnpj,
      })
      .returning({ id: insurers.id })
  )[0];
  if (!insurer) throw new Error('seguradora de demonstração não criada');
  const contacts = await db
    .insert(insurerContacts)
    .values([
      {
        seguradoraId: insurer.id,
        nome: 'MARIANA COSTA',
        cargo: 'GERENTE DE RELACIONAMENTO',
        email: 'mariana.costa@horizonteseguros.local',
      },
      {
        seguradoraId: insurer.id,
        nome: 'PAULO NOGUEIRA',
        cargo: 'EXECUTIVO DE CONTAS',
        email: 'paulo.nogueira@horizonteseguros.local',
      },
    ])
    .returning({ id: insurerContacts.id });
  for (const g of GROUPS) {
    const [group] = await db
      .insert(economicGroups)
      .values({
        ...columnsOf(g),
        statusId: g.status,
        responsavelId: owners[g.owner % owners.length],
        escritorioId: officeIds[g.office],
      })
      .returning({ id: economicGroups.id });
    if (!group) throw new Error(`grupo ${g.razaoSocial} não criado`);
    await db.insert(companies).values([
      { grupoId: group.id, ...columnsOf(g), subsidiaria: false, principal: true },
      ...g.companies.map((c) => ({
        grupoId: group.id,
        ...columnsOf(c),
        subsidiaria: c.subsidiaria ?? false,
        principal: false,
        vigenciaMaximaMeses: c.subsidiaria ? 60 : 36,
      })),
    ]);
    const contact = g.contact === undefined ? undefined : contacts[g.contact];
    if (contact) await db.insert(groupContacts).values({ grupoId: group.id, contatoId: contact.id });
  }
  await db.insert(insureds).values(INSUREDS).onConflictDoNothing();
}

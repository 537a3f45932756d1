import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { courtUnits, courts } from '../schema';

interface CourtSeed {
  segmento: number;
  codigoTr: string;
  sigla: string;
  nome: string;
  uf: string | null;
}

/** The states in the CNJ "TR" order shared by the TJs (8.TR) and the TREs (6.TR). */
const STATES = [
  ['AC', 'DO ACRE'],
  ['AL', 'DE ALAGOAS'],
  ['AP', 'DO AMAPÁ'],
  ['AM', 'DO AMAZONAS'],
  ['BA', 'DA BAHIA'],
  ['CE', 'DO CEARÁ'],
  ['DF', 'DO DISTRITO FEDERAL'],
  ['ES', 'DO ESPÍRITO SANTO'],
  ['GO', 'DE GOIÁS'],
  ['MA', 'DO MARANHÃO'],
  ['MT', 'DE MATO GROSSO'],
  ['MS', 'DE MATO GROSSO DO SUL'],
  ['MG', 'DE MINAS GERAIS'],
  ['PA', 'DO PARÁ'],
  ['PB', 'DA PARAÍBA'],
  ['PR', 'DO PARANÁ'],
  ['PE', 'DE PERNAMBUCO'],
  ['PI', 'DO PIAUÍ'],
  ['RJ', 'DO RIO DE JANEIRO'],
  ['RN', 'DO RIO GRANDE DO NORTE'],
  ['RS', 'DO RIO GRANDE DO SUL'],
  ['RO', 'DE RONDÔNIA'],
  ['RR', 'DE RORAIMA'],
  ['SC', 'DE SANTA CATARINA'],
  ['SE', 'DE SERGIPE'],
  ['SP', 'DE SÃO PAULO'],
  ['TO', 'DO TOCANTINS'],
] as const;

/** The state of each TRT region (null where a region spans several states). */
// prettier-ignore
const TRT_UF = [
  'RJ', 'SP', 'MG', 'RS', 'BA', 'PE', 'CE', null, 'PR', null, null, 'SC',
  'PB', null, 'SP', 'MA', 'ES', 'GO', 'AL', 'SE', 'RN', 'PI', 'MT', 'MS',
] as const;

/** The state of each Circunscrição Judiciária Militar (null where it spans several states). */
const CJM_UF = [null, 'SP', 'RS', 'MG', null, null, null, null, null, null, null, null] as const;

const tr = (n: number) => String(n).padStart(2, '0');

/** `DO ESTADO DE SÃO PAULO` from `DE SÃO PAULO`. */
const ofState = (prepositioned: string) => `DO ESTADO ${prepositioned}`;

function courtList(): CourtSeed[] {
  const list: CourtSeed[] = [
    { segmento: 1, codigoTr: '00', sigla: 'STF', nome: 'SUPREMO TRIBUNAL FEDERAL', uf: null },
    { segmento: 2, codigoTr: '00', sigla: 'CNJ', nome: 'CONSELHO NACIONAL DE JUSTIÇA', uf: null },
    { segmento: 3, codigoTr: '00', sigla: 'STJ', nome: 'SUPERIOR TRIBUNAL DE JUSTIÇA', uf: null },
  ];
  for (let r = 1; r <= 6; r++)
    list.push({
      segmento: 4,
      codigoTr: tr(r),
      sigla: `TRF${String(r)}`,
      nome: `TRIBUNAL REGIONAL FEDERAL DA ${String(r)}ª REGIÃO`,
      // The 6th region (created in 2022) is Minas Gerais alone; the others span several states.
      uf: r === 6 ? 'MG' : null,
    });
  list.push({ segmento: 4, codigoTr: '90', sigla: 'CJF', nome: 'CONSELHO DA JUSTIÇA FEDERAL', uf: null });

  list.push({ segmento: 5, codigoTr: '00', sigla: 'TST', nome: 'TRIBUNAL SUPERIOR DO TRABALHO', uf: null });
  TRT_UF.forEach((uf, i) =>
    list.push({
      segmento: 5,
      codigoTr: tr(i + 1),
      sigla: `TRT${String(i + 1)}`,
      nome: `TRIBUNAL REGIONAL DO TRABALHO DA ${String(i + 1)}ª REGIÃO`,
      uf,
    }),
  );
  list.push({
    segmento: 5,
    codigoTr: '90',
    sigla: 'CSJT',
    nome: 'CONSELHO SUPERIOR DA JUSTIÇA DO TRABALHO',
    uf: null,
  });

  list.push({ segmento: 6, codigoTr: '00', sigla: 'TSE', nome: 'TRIBUNAL SUPERIOR ELEITORAL', uf: null });
  STATES.forEach(([uf, name], i) =>
    list.push({
      segmento: 6,
      codigoTr: tr(i + 1),
      sigla: `TRE-${uf}`,
      nome: `TRIBUNAL REGIONAL ELEITORAL ${name}`,
      uf,
    }),
  );

  list.push({ segmento: 7, codigoTr: '00', sigla: 'STM', nome: 'SUPERIOR TRIBUNAL MILITAR', uf: null });
  // First-instance military justice of the Union: the twelve Circunscrições Judiciárias Militares.
  CJM_UF.forEach((uf, i) =>
    list.push({
      segmento: 7,
      codigoTr: tr(i + 1),
      sigla: `${String(i + 1)}ª CJM`,
      nome: `${String(i + 1)}ª CIRCUNSCRIÇÃO JUDICIÁRIA MILITAR`,
      uf,
    }),
  );

  STATES.forEach(([uf, name], i) =>
    list.push({
      segmento: 8,
      codigoTr: tr(i + 1),
      sigla: uf === 'DF' ? 'TJDFT' : `TJ${uf}`,
      nome:
        uf === 'DF'
          ? 'TRIBUNAL DE JUSTIÇA DO DISTRITO FEDERAL E DOS TERRITÓRIOS'
          : `TRIBUNAL DE JUSTIÇA ${ofState(name)}`,
      uf,
    }),
  );

  // Only three states keep a military court of justice; their TR is the state's TJ code.
  for (const uf of ['MG', 'RS', 'SP'] as const) {
    const index = STATES.findIndex(([u]) => u === uf);
    const name = STATES[index]?.[1] ?? '';
    list.push({
      segmento: 9,
      codigoTr: tr(index + 1),
      sigla: `TJM${uf}`,
      nome: `TRIBUNAL DE JUSTIÇA MILITAR ${ofState(name)}`,
      uf,
    });
  }
  return list;
}

/** Every court of the CNJ numbering, as stored: codigo "J.TR", names and siglas in upper case. */
export const COURTS = courtList().map((c) => ({ ...c, codigo: `${String(c.segmento)}.${c.codigoTr}` }));

/** Real units (OOOO origin codes), so a CNJ lookup of the demo finds its unit. */
const DEMO_UNITS: Record<string, { codigo: string; nome: string; comarca: string }[]> = {
  '8.26': [
    { codigo: '0100', nome: 'FORO CENTRAL CÍVEL', comarca: 'SÃO PAULO' },
    { codigo: '0053', nome: 'FORO CENTRAL - FAZENDA PÚBLICA/ACIDENTES', comarca: 'SÃO PAULO' },
    { codigo: '0002', nome: 'FORO REGIONAL II - SANTO AMARO', comarca: 'SÃO PAULO' },
    { codigo: '0114', nome: 'FORO DE CAMPINAS', comarca: 'CAMPINAS' },
  ],
  '8.13': [{ codigo: '0024', nome: 'COMARCA DE BELO HORIZONTE', comarca: 'BELO HORIZONTE' }],
  '5.02': [
    { codigo: '0001', nome: '1ª VARA DO TRABALHO DE SÃO PAULO', comarca: 'SÃO PAULO' },
    { codigo: '0002', nome: '2ª VARA DO TRABALHO DE SÃO PAULO', comarca: 'SÃO PAULO' },
    { codigo: '0003', nome: '3ª VARA DO TRABALHO DE SÃO PAULO', comarca: 'SÃO PAULO' },
  ],
};

/**
 * Seeds the Brazilian courts (CNJ segments and tribunal codes) and, for the demo, a few real units.
 * Runs on every start: rows that exist (perhaps edited by a user) are left untouched.
 */
export async function seedCourts(db: Db, options: { demoUnits: boolean }): Promise<void> {
  await db.insert(courts).values(COURTS).onConflictDoNothing({ target: courts.codigo });
  if (!options.demoUnits) return;

  const owners = await db
    .select({ id: courts.id, codigo: courts.codigo })
    .from(courts)
    .where(inArray(courts.codigo, Object.keys(DEMO_UNITS)));
  const rows = owners.flatMap((court) =>
    (DEMO_UNITS[court.codigo] ?? []).map((unit) => ({ ...unit, tribunalId: court.id })),
  );
  if (rows.length > 0)
    await db
      .insert(courtUnits)
      .values(rows)
      .onConflictDoNothing({ target: [courtUnits.tribunalId, courtUnits.codigo] });
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { accessProfiles, modalities, quotePermissions, subModalities, users } from '../schema';
import { ADMIN_PROFILE_NAME } from './reference';

interface ModalitySeed {
  nome: string;
  descricao: string;
  submodalidades: string[];
}

/** The surety-bond (seguro garantia) modalities sold in Brazil (SUSEP Circular 662/2022 groups). */
export const GUARANTEE_MODALITIES: readonly ModalitySeed[] = [
  {
    nome: 'JUDICIAL',
    descricao: 'Garante o pagamento de valores discutidos em processos judiciais.',
    submodalidades: [
      'JUDICIAL CÍVEL',
      'JUDICIAL TRABALHISTA',
      'JUDICIAL RECURSAL (DEPÓSITO RECURSAL TRABALHISTA)',
      'JUDICIAL FISCAL (EXECUÇÃO FISCAL)',
      'JUDICIAL DEPÓSITO (SUBSTITUIÇÃO DE DEPÓSITO)',
    ],
  },
  {
    nome: 'LICITANTE / BID BOND',
    descricao: 'Garante a manutenção da proposta apresentada em licitação.',
    submodalidades: ['LICITANTE'],
  },
  {
    nome: 'EXECUTANTE / PERFORMANCE',
    descricao: 'Garante o fiel cumprimento do contrato de obra, fornecimento ou serviço.',
    submodalidades: ['EXECUTANTE CONSTRUTOR', 'EXECUTANTE FORNECEDOR', 'EXECUTANTE PRESTADOR DE SERVIÇOS'],
  },
  {
    nome: 'ADIANTAMENTO DE PAGAMENTO',
    descricao: 'Garante a devolução de valores adiantados pelo contratante.',
    submodalidades: ['ADIANTAMENTO DE PAGAMENTO'],
  },
  {
    nome: 'RETENÇÃO DE PAGAMENTOS',
    descricao: 'Substitui a retenção contratual de parte dos pagamentos.',
    submodalidades: ['RETENÇÃO CONTRATUAL'],
  },
  {
    nome: 'MANUTENÇÃO CORRETIVA',
    descricao: 'Garante a correção de defeitos após a entrega do objeto contratado.',
    submodalidades: ['MANUTENÇÃO CORRETIVA'],
  },
  {
    nome: 'ADUANEIRO',
    descricao: 'Garante tributos suspensos em regimes aduaneiros especiais.',
    submodalidades: ['TRÂNSITO ADUANEIRO', 'ADMISSÃO TEMPORÁRIA', 'ENTREPOSTO ADUANEIRO'],
  },
  {
    nome: 'IMOBILIÁRIO',
    descricao: 'Garante a conclusão de empreendimentos imobiliários.',
    submodalidades: ['INCORPORAÇÃO IMOBILIÁRIA / TÉRMINO DE OBRAS'],
  },
  {
    nome: 'COMPLETION BOND',
    descricao: 'Garante a conclusão do projeto financiado no prazo e no custo previstos.',
    submodalidades: ['COMPLETION BOND'],
  },
  {
    nome: 'GARANTIA FINANCEIRA',
    descricao: 'Garante obrigações de pagamento assumidas pelo tomador.',
    submodalidades: ['GARANTIA FINANCEIRA'],
  },
  {
    nome: 'PARCELAMENTO ADMINISTRATIVO FISCAL',
    descricao: 'Garante parcelamentos de débitos fiscais na esfera administrativa.',
    submodalidades: ['PARCELAMENTO ADMINISTRATIVO FISCAL'],
  },
  {
    nome: 'ENERGIA',
    descricao: 'Garante obrigações do setor elétrico (leilões e contratos ANEEL).',
    submodalidades: ['LEILÕES ANEEL / FIEL CUMPRIMENTO'],
  },
  {
    nome: 'JUDICIAL ADMINISTRATIVO',
    descricao: 'Garante débitos discutidos em processos administrativos.',
    submodalidades: ['JUDICIAL ADMINISTRATIVO'],
  },
];

/**
 * The agribusiness modalities (area agronegocio): the lines of rural insurance a crop broker
 * sells (MAPA's PSR programme names agrícola multirrisco; hail and coffee are sold apart). Sub-modalities
 * are the crop groups each covers; the quote permissions editor of the agro area lists them.
 */
export const AGRO_MODALITIES: readonly ModalitySeed[] = [
  {
    nome: 'AGRÍCOLA MULTIRRISCO',
    descricao:
      'Seguro de produtividade ou de custeio contra seca, geada, granizo, chuva excessiva, vento e variação de temperatura.',
    submodalidades: [
      'GRÃOS DE VERÃO (SOJA, MILHO, FEIJÃO, ARROZ)',
      'GRÃOS DE INVERNO (TRIGO, MILHO 2ª SAFRA)',
      'ALGODÃO',
      'CANA-DE-AÇÚCAR',
      'FRUTAS (UVA, MAÇÃ)',
      'HORTALIÇAS (TOMATE)',
    ],
  },
  {
    nome: 'GRANIZO',
    descricao: 'Cobertura exclusiva contra granizo, com indenização pela perda de produção na área atingida.',
    submodalidades: ['GRANIZO – GRÃOS', 'GRANIZO – FRUTAS', 'GRANIZO – CAFÉ'],
  },
  {
    nome: 'CAFEZAL',
    descricao:
      'Seguro da lavoura de café (produção e, em algumas seguradoras, as plantas) contra geada, granizo, seca e incêndio.',
    submodalidades: ['CAFÉ ARÁBICA – MULTIRRISCO', 'CAFÉ CONILON – MULTIRRISCO', 'CAFÉ – GEADA E GRANIZO'],
  },
];

const AREA = 'garantia';
const AGRO_AREA = 'agronegocio';

/**
 * The guarantee modalities and their sub-modalities, on every start: a modality is matched by name, so
 * one renamed or added by hand is left alone, and nothing is duplicated. Then every administrator who
 * holds no guarantee quote permission yet gets all sub-modalities, so quoting works out of the box;
 * one whose set was edited keeps it (a set emptied on purpose is granted again at the next start).
 */
export async function seedModalities(db: Db): Promise<void> {
  await seedArea(db, AREA, GUARANTEE_MODALITIES);
  await grantAdministrators(db, AREA);
  await seedArea(db, AGRO_AREA, AGRO_MODALITIES);
  await grantAdministrators(db, AGRO_AREA);
}

/** The modalities of one area, matched by name (one renamed or added by hand is left alone). */
async function seedArea(db: Db, area: string, seeds: readonly ModalitySeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: modalities.id, nome: modalities.nome })
      .from(modalities)
      .where(eq(modalities.areaId, area));
    const byName = new Map(existing.map((m) => [m.nome, m.id]));
    for (const [ordem, seed] of seeds.entries()) {
      let id = byName.get(seed.nome);
      if (!id) {
        const [row] = await tx
          .insert(modalities)
          .values({ nome: seed.nome, descricao: seed.descricao, areaId: area, ordem: ordem + 1 })
          .returning({ id: modalities.id });
        id = row?.id;
      }
      if (!id) continue;
      const modalidadeId = id;
      await tx
        .insert(subModalities)
        .values(
          seed.submodalidades.map((nome) => ({
            modalidadeId,
            nome,
            exigeProcesso: nome.startsWith('JUDICIAL'),
            exigeRecurso: nome.startsWith('JUDICIAL RECURSAL'),
          })),
        )
        .onConflictDoNothing();
    }
  });
}

async function grantAdministrators(db: Db, area: string): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(accessProfiles, eq(accessProfiles.id, users.perfilId))
    .where(eq(accessProfiles.nome, ADMIN_PROFILE_NAME));
  if (admins.length === 0) return;
  const granted = await db
    .selectDistinct({ id: quotePermissions.alvoId })
    .from(quotePermissions)
    .where(
      and(
        eq(quotePermissions.areaId, area),
        inArray(
          quotePermissions.alvoId,
          admins.map((a) => a.id),
        ),
      ),
    );
  const done = new Set(granted.map((g) => g.id));
  const pending = admins.filter((a) => !done.has(a.id));
  if (pending.length === 0) return;
  const subs = await db
    .select({ id: subModalities.id })
    .from(subModalities)
    .innerJoin(modalities, eq(modalities.id, subModalities.modalidadeId))
    .where(eq(modalities.areaId, area));
  const rows = pending.flatMap((admin) =>
    subs.map((sub) => ({ areaId: area, alvoTipo: 'usuario', alvoId: admin.id, submodalidadeId: sub.id })),
  );
  if (rows.length > 0) await db.insert(quotePermissions).values(rows);
}

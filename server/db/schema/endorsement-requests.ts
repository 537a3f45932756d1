import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EndorsementTypeId } from '../../../src/contract/policies';
import type { EndorsementRequestState } from '../../../src/contract/workflows/endorsement-requests';
import { cancellationReasons } from './cancellation-reasons';
import { timestamps } from './columns';
import { endorsements, policies } from './policies';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A request to the insurer to endorse a policy (docs/policies.md, "Solicitações de endosso"): the
 * changes asked for, by type as the endorsements (a cancellation request is of type 'cancelamento'),
 * and where it stands in its workflow. When accepted it points at the endorsement it became.
 */
export const endorsementRequests = pgTable(
  'solicitacoes_endosso',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apoliceId: uuid('apolice_id')
      .notNull()
      .references(() => policies.id),
    tipo: text('tipo').$type<EndorsementTypeId>().notNull(),
    dataEfeito: day('data_efeito').notNull(),
    valor: money('valor'),
    novaVigenciaFim: day('nova_vigencia_fim'),
    descricao: text('descricao'),
    motivoCancelamentoId: uuid('motivo_cancelamento_id').references(() => cancellationReasons.id),
    comRestituicao: boolean('com_restituicao'),
    valorRestituicao: money('valor_restituicao'),
    estado: text('estado').$type<EndorsementRequestState>().notNull().default('criada'),
    enviadaEm: at('enviada_em'),
    decididaEm: at('decidida_em'),
    motivoReprovacao: text('motivo_reprovacao'),
    endossoId: uuid('endosso_id').references(() => endorsements.id),
    criadoPor: uuid('criado_por'),
    ...timestamps,
  },
  (t) => [
    index('solicitacoes_endosso_apolice_idx').on(t.apoliceId, t.criadoEm),
    index('solicitacoes_endosso_criado_idx').on(t.criadoEm, t.id),
    index('solicitacoes_endosso_estado_idx').on(t.estado, t.enviadaEm),
    check(
      'solicitacoes_endosso_estado_ck',
      sql`${t.estado} in ('criada', 'enviada', 'aceita', 'reprovada', 'cancelada')`,
    ),
    check(
      'solicitacoes_endosso_tipo_ck',
      sql`${t.tipo} in ('aumento_is', 'reducao_is', 'prorrogacao', 'alteracao_cadastral', 'cancelamento')`,
    ),
  ],
);

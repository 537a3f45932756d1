import { ifMatch } from '../../api/if-match';
import type * as v from 'valibot';
import type { CreditConsult, MarketConsultInput, consultUpdateBody } from '../../contract/credit-limits';
import { apiPath } from '../../contract/manifest';
import { creditLimitApi, creditLimitScreens } from '../../contract/manifests/credit-limits';
import { defineCommand } from '../../offline/commands';
import { creditKeys } from './api';

/** The group a credit-limit command belongs to, with what the sync page calls it. */
export interface GroupRef {
  id: string;
  nome: string;
}

export interface NewConsult {
  group: GroupRef;
  /** Client-generated: a replayed consult lands on the same record (one e-mail per insurer). */
  id: string;
  valor_solicitado: number;
  seguradora_ids: string[];
  documento_ids: string[];
  observacoes: string | null;
}

export interface ConsultRenewal {
  group: GroupRef;
  /** The consult renewed. */
  previousId: string;
  id: string;
  /** Each left out takes the renewed consult's. */
  valor_solicitado?: number;
  seguradora_ids?: string[];
  documento_ids?: string[];
  observacoes?: string | null;
}

/** The PUT body of a consult as a form sends it (src/contract/credit-limits.ts `consultUpdateBody`). */
export type ConsultChange = v.InferInput<typeof consultUpdateBody>;

export interface ConsultUpdate {
  group: GroupRef;
  consultId: string;
  /**
   * The ETag the form read, or null. Answers go without it: each insurer's answer is its own
   * sub-record, guarded by its workflow, so two people recording two insurers do not collide; the
   * co-brokerage and the consult's own action replace shared state, so they send it.
   */
  etag: string | null;
  /** What the sync page says the change is ('Registrar respostas', 'Cocorretagem', ...). */
  label: string;
  change: ConsultChange;
}

/**
 * A group's consults share the group's scope (src/features/economic-groups/commands.ts): a consult of
 * a group created offline goes after the group, answers after their consult, in the order made.
 */
export const groupScope = (id: string) => `group:${id}`;

export const startMarketConsult = defineCommand<NewConsult, CreditConsult>({
  name: 'creditLimits.consult',
  scope: ({ group }) => groupScope(group.id),
  send: ({ group, id, valor_solicitado, seguradora_ids, documento_ids, observacoes }, { api }) =>
    api.post<CreditConsult>(apiPath(creditLimitApi.marketConsult, { id: group.id }), {
      id,
      valor_solicitado,
      seguradora_ids,
      documento_ids,
      observacoes,
    } satisfies MarketConsultInput),
  describe: ({ group }) => `Consultar o mercado: limite de crédito do grupo ${group.nome}`,
  editLink: ({ group }) => ({
    to: creditLimitScreens.novaConsultaLimite.path,
    params: { groupId: group.id },
  }),
  invalidates: ({ group }) => [creditKeys.group(group.id), creditKeys.followUps()],
});

export const renewConsult = defineCommand<ConsultRenewal, CreditConsult>({
  name: 'creditLimits.renew',
  scope: ({ group }) => groupScope(group.id),
  send: ({ group, previousId, id, ...fields }, { api }) =>
    api.post<CreditConsult>(apiPath(creditLimitApi.renew, { id: group.id, consultId: previousId }), {
      id,
      ...fields,
    }),
  describe: ({ group }) => `Renovar o limite de crédito do grupo ${group.nome}`,
  editLink: ({ group, previousId }) => ({
    to: creditLimitScreens.consultaLimite.path,
    params: { groupId: group.id, consultId: previousId },
  }),
  invalidates: ({ group }) => [creditKeys.group(group.id), creditKeys.followUps()],
});

export const updateConsult = defineCommand<ConsultUpdate, CreditConsult>({
  name: 'creditLimits.update',
  scope: ({ group }) => groupScope(group.id),
  send: ({ group, consultId, etag, change }, { api }) =>
    api.put<CreditConsult>(apiPath(creditLimitApi.item, { id: group.id, consultId }), change, {
      headers: ifMatch(etag),
    }),
  describe: ({ group, label }) => `${label} (limite de crédito do grupo ${group.nome})`,
  editLink: ({ group, consultId }) => ({
    to: creditLimitScreens.consultaLimite.path,
    params: { groupId: group.id, consultId },
  }),
  invalidates: ({ group }) => [creditKeys.group(group.id), creditKeys.followUps()],
});

/** The draft keys of the forms (one per form and record). */
export const creditDraftKeys = {
  consult: (groupId: string) => `creditLimits.consult:${groupId}`,
  answer: (consultId: string, insurerId: string) => `creditLimits.answer:${consultId}:${insurerId}`,
  coBrokerage: (consultId: string) => `creditLimits.coBrokerage:${consultId}`,
};

import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import { GROUP_MESSAGES, GROUP_STATUSES } from '../../../src/contract/economic-groups';
import type {
  WalletGroup,
  WalletTransferResult,
  walletQuery,
  walletTransferBody,
} from '../../../src/contract/economic-groups';
import { walletAccess } from '../../../src/contract/manifests/wallet';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/audit';
import type { Principal } from '../../plugins/access';
import { contactsOfGroups } from '../economic-groups/service';
import * as repo from './repository';
import type { WalletRow } from './repository';

export type WalletQuery = v.InferOutput<typeof walletQuery>;
export type WalletTransfer = v.InferOutput<typeof walletTransferBody>;

export const WALLET_MESSAGES = {
  otherWallet: 'Você só pode ver a sua própria carteira.',
  destinationMissing: 'Usuário de destino não encontrado.',
  contactMissing: 'Contato de destino não encontrado.',
} as const;

const refuse = (field: string, message: string) => badRequest([{ field, message }], message);

function toWalletGroup(r: WalletRow): WalletGroup {
  const g = r.group;
  return {
    id: g.id,
    cnpj: g.cnpj,
    razao_social: g.razaoSocial,
    nome_fantasia: g.nomeFantasia,
    status: { id: g.statusId, nome: GROUP_STATUSES.find((s) => s.id === g.statusId)?.nome ?? g.statusId },
    escritorio: g.escritorioId && r.escritorio ? { id: g.escritorioId, nome: r.escritorio } : null,
    total_empresas: r.total,
  };
}

const listOptions = (q: WalletQuery) => ({
  page: q.page,
  pageSize: q.page_size,
  sort: q.sort,
  direction: q.direction,
  text: q.query || undefined,
});

/** A user's wallet: the user themself, or whoever holds module carteira (every wallet). */
export async function userWallet(
  db: Db,
  principal: Principal,
  userId: string,
  q: WalletQuery,
): Promise<Paged<WalletGroup>> {
  const manages = principal.modules.includes(walletAccess.manage.module);
  if (principal.sub !== userId && !manages) throw forbidden(WALLET_MESSAGES.otherWallet);
  if (!(await repo.findUser(db, userId))) throw notFound();
  const page = await repo.listWallet(db, repo.ofUser(userId), listOptions(q));
  return { items: page.rows.map(toWalletGroup), total_count: page.total };
}

/** The groups a transfer names, all of them inside the wallet, else 400 and nothing moves. */
function chosen(found: string[], body: WalletTransfer): string[] {
  if (body.todos) return found;
  const wanted = [...new Set(body.grupo_ids)];
  if (wanted.length !== found.length) throw refuse('grupo_ids', GROUP_MESSAGES.groupNotInWallet);
  return found;
}

/**
 * Moves groups of a user's wallet (all, or the chosen ones) to another active user, in one
 * transaction, with one audit row per group (its `responsavel` before and after), so each group's
 * history shows the transfer.
 */
export async function transferUserWallet(
  db: Db,
  actor: Actor,
  userId: string,
  body: WalletTransfer,
): Promise<WalletTransferResult> {
  const source = await repo.findUser(db, userId);
  if (!source) throw notFound();
  if (body.destino_id === userId) throw refuse('destino_id', GROUP_MESSAGES.sameUser);
  const target = await repo.findUser(db, body.destino_id);
  if (!target) throw refuse('destino_id', WALLET_MESSAGES.destinationMissing);
  if (!target.ativo) throw refuse('destino_id', GROUP_MESSAGES.responsibleInactive);
  return db.transaction(async (tx) => {
    const found = await repo.lockUserGroups(
      tx,
      userId,
      body.todos ? undefined : [...new Set(body.grupo_ids)],
    );
    const ids = chosen(found, body);
    await repo.setResponsible(tx, ids, target.id);
    const audit = { actor, entidade: 'grupo_economico' } as const;
    for (const id of ids)
      await writeAudit(
        tx,
        audit,
        'alterar',
        id,
        { responsavel: { id: source.id, nome: source.nome } },
        { responsavel: { id: target.id, nome: target.nome } },
      );
    return { transferidos: ids.length };
  });
}

async function contactOf(db: Db, insurerId: string, contactId: string) {
  const contact = await repo.findContact(db, contactId);
  if (!contact || contact.seguradoraId !== insurerId) throw notFound();
  return contact;
}

/** The groups an insurer's relationship contact looks after. */
export async function contactWallet(
  db: Db,
  insurerId: string,
  contactId: string,
  q: WalletQuery,
): Promise<Paged<WalletGroup>> {
  await contactOf(db, insurerId, contactId);
  const page = await repo.listWallet(db, repo.ofContact(contactId), listOptions(q));
  return { items: page.rows.map(toWalletGroup), total_count: page.total };
}

type LinkedContact = { id: string; nome: string; seguradora: { id: string; nome: string } };

async function contactsByGroup(db: Db, ids: string[]): Promise<Map<string, LinkedContact[]>> {
  const byGroup = new Map<string, LinkedContact[]>(ids.map((id) => [id, []]));
  for (const c of await contactsOfGroups(db, ids))
    byGroup
      .get(c.grupoId)
      ?.push({ id: c.id, nome: c.nome, seguradora: { id: c.seguradoraId, nome: c.seguradora } });
  return byGroup;
}

/**
 * Moves groups (all, or the chosen ones) from one relationship contact to another contact of the
 * same insurer, with one audit row per group (its `contatos_relacionamento` before and after).
 */
export async function transferContactWallet(
  db: Db,
  actor: Actor,
  insurerId: string,
  contactId: string,
  body: WalletTransfer,
): Promise<WalletTransferResult> {
  await contactOf(db, insurerId, contactId);
  if (body.destino_id === contactId) throw refuse('destino_id', GROUP_MESSAGES.sameContact);
  const target = await repo.findContact(db, body.destino_id);
  if (!target) throw refuse('destino_id', WALLET_MESSAGES.contactMissing);
  if (target.seguradoraId !== insurerId) throw refuse('destino_id', GROUP_MESSAGES.contactOtherInsurer);
  return db.transaction(async (tx) => {
    const found = await repo.lockContactGroups(
      tx,
      contactId,
      body.todos ? undefined : [...new Set(body.grupo_ids)],
    );
    const ids = chosen(found, body);
    const before = await contactsByGroup(tx, ids);
    await repo.moveContactLinks(tx, ids, contactId, target.id);
    const after = await contactsByGroup(tx, ids);
    const audit = { actor, entidade: 'grupo_economico' } as const;
    for (const id of ids)
      await writeAudit(
        tx,
        audit,
        'alterar',
        id,
        { contatos_relacionamento: before.get(id) ?? [] },
        { contatos_relacionamento: after.get(id) ?? [] },
      );
    return { transferidos: ids.length };
  });
}

import { afterAll, describe, expect, it } from 'vitest';
import { defineCommand, unregisterCommand } from './commands';
import { pendingOf, pendingRowsOf } from './pending-rows';
import type { OutboxItem, OutboxStatus } from './types';

interface NewBox {
  id: string;
  nome: string;
}
interface NewItemOfBox {
  box: { id: string };
  item: { id: string; nome: string };
}

const createBox = defineCommand<NewBox, NewBox>({
  name: 'test.boxes.create',
  scope: (b) => `box:${b.id}`,
  send: (b) => Promise.resolve(b),
  describe: (b) => `Criar caixa ${b.nome}`,
});
const updateBox = defineCommand<{ id: string; nome: string }, NewBox>({
  name: 'test.boxes.update',
  scope: (b) => `box:${b.id}`,
  send: (b) => Promise.resolve(b),
  describe: (b) => `Alterar caixa ${b.nome}`,
});
const createItem = defineCommand<NewItemOfBox, NewItemOfBox>({
  name: 'test.boxItems.create',
  scope: (i) => `box:${i.box.id}`,
  send: (i) => Promise.resolve(i),
  describe: (i) => `Criar item ${i.item.nome}`,
});

afterAll(() => {
  for (const c of [createBox, updateBox, createItem]) unregisterCommand(c.name);
});

let seq = 0;
function item(command: string, payload: unknown, status: OutboxStatus = 'pending'): OutboxItem {
  seq += 1;
  return {
    seq,
    id: `item-${seq}`,
    user_id: 'u1',
    command,
    scope: 's',
    payload,
    files: [],
    idempotency_key: `k${seq}`,
    status,
    attempts: 0,
    next_attempt_at: 0,
    last_error: null,
    last_status: null,
    created_at: seq,
  };
}

describe('the pending rows of a list', () => {
  it("takes the domain's creates, newest first, named as on the sync page, and the ids of its edits", () => {
    const items = [
      item(createBox.name, { id: 'b1', nome: 'AZUL' }),
      item('test.other.create', { id: 'x', nome: 'OUTRO' }),
      item(updateBox.name, { id: 'b9', nome: 'VERDE' }),
      item(createBox.name, { id: 'b2', nome: 'ROXA' }, 'dead'),
    ];
    const rows = pendingRowsOf(items, { creates: [pendingOf(createBox)], updates: [pendingOf(updateBox)] });
    expect(rows.creates).toEqual([
      { key: items[3]?.id, recordId: 'b2', label: 'Criar caixa ROXA', texts: ['ROXA'], status: 'dead' },
      { key: items[0]?.id, recordId: 'b1', label: 'Criar caixa AZUL', texts: ['AZUL'], status: 'pending' },
    ]);
    expect([...rows.changed]).toEqual(['b9']);
  });

  it('keeps only the items of the record a nested list belongs to', () => {
    const items = [
      item(createItem.name, { box: { id: 'b1' }, item: { id: 'i1', nome: 'LÁPIS' } }),
      item(createItem.name, { box: { id: 'b2' }, item: { id: 'i2', nome: 'CANETA' } }),
    ];
    const rows = pendingRowsOf(items, {
      creates: [pendingOf(createItem, { where: (p) => p.box.id === 'b1', recordId: (p) => p.item.id })],
    });
    expect(rows.creates.map((c) => [c.label, c.recordId])).toEqual([['Criar item LÁPIS', 'i1']]);
  });

  it('keeps the texts the record was saved with, nested ones too, ids and uuids aside', () => {
    const items = [
      item(createItem.name, {
        box: { id: 'b1' },
        item: {
          id: '0b9a3c1e-5f2d-4e7a-9c3b-1d2e3f4a5b6c',
          nome: 'LÁPIS DE COR',
          codigo: 12,
          grupo_id: 'g1',
        },
      }),
    ];
    const rows = pendingRowsOf(items, { creates: [pendingOf(createItem)] });
    expect(rows.creates[0]?.texts).toEqual(['LÁPIS DE COR', '12']);
  });

  it('is empty without items of the domain', () => {
    const rows = pendingRowsOf([item('test.other.create', { id: 'x' })], { creates: [pendingOf(createBox)] });
    expect(rows.creates).toEqual([]);
    expect(rows.changed.size).toBe(0);
  });
});

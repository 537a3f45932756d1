import { describe, expect, it } from 'vitest';
import { recordActionsOf } from './pending-actions';
import type { OutboxItem } from './types';

const item = (id: string, patch: Partial<OutboxItem>): OutboxItem => ({
  seq: Number(id),
  id,
  user_id: 'u1',
  command: 'test.act',
  scope: 'agro:A',
  payload: { label: `ação ${id}` },
  files: [],
  idempotency_key: `k${id}`,
  status: 'pending',
  attempts: 0,
  next_attempt_at: 0,
  last_error: null,
  last_status: null,
  created_at: 0,
  ...patch,
});

const label = (i: OutboxItem) => (i.payload as { label: string }).label;

describe('recordActionsOf', () => {
  it("keeps only the record's scope, waiting (pending or sending) apart from refused, in order", () => {
    const actions = recordActionsOf(
      [
        item('1', { status: 'sending' }),
        item('2', { scope: 'agro:B' }),
        item('3', { status: 'dead', last_error: 'O arquivo já foi aprovado.' }),
        item('4', {}),
      ],
      'agro:A',
      label,
    );
    expect(actions.waiting.map((a) => [a.key, a.label, a.error])).toEqual([
      ['1', 'ação 1', null],
      ['4', 'ação 4', null],
    ]);
    expect(actions.refused.map((a) => [a.key, a.label, a.error])).toEqual([
      ['3', 'ação 3', 'O arquivo já foi aprovado.'],
    ]);
    expect(actions.sent).toEqual([]);
  });

  it("names an action by the command's description without the record when the page has no name", () => {
    const actions = recordActionsOf([item('1', { command: 'not.registered' })], 'agro:A', () => undefined);
    expect(actions.waiting[0]?.label).toBe('not.registered');
  });

  it('says nothing for a record without queued actions', () => {
    expect(recordActionsOf([item('1', { scope: 'agro:B' })], 'agro:A')).toEqual({
      waiting: [],
      refused: [],
      sent: [],
    });
  });
});

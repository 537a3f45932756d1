import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  pageSelectionState,
  selectAll,
  toggleGroup,
  togglePage,
  transferBody,
  transferDone,
  transferQuestion,
} from './selection';

const PAGE_1 = ['a', 'b', 'c'];
const PAGE_2 = ['d', 'e'];

describe('the wallet selection', () => {
  it('a group chosen on one page stays chosen after paging and leaves with a second tap', () => {
    let selection = toggleGroup(NO_SELECTION, 'b');
    expect(pageSelectionState(selection, PAGE_1)).toBe('some');
    expect(pageSelectionState(selection, PAGE_2)).toBe('none');
    selection = toggleGroup(selection, 'd');
    expect([...selection].sort()).toEqual(['b', 'd']);
    selection = toggleGroup(selection, 'b');
    expect([...selection]).toEqual(['d']);
    // The selections are values: the earlier one did not change.
    expect(NO_SELECTION.size).toBe(0);
  });

  it('the header checkbox chooses the whole page, then leaves the whole page out', () => {
    let selection = toggleGroup(NO_SELECTION, 'd');
    selection = togglePage(selection, PAGE_1);
    expect(pageSelectionState(selection, PAGE_1)).toBe('all');
    expect([...selection].sort()).toEqual(['a', 'b', 'c', 'd']);
    selection = togglePage(selection, PAGE_1);
    expect([...selection]).toEqual(['d']);
  });

  it('a page partly chosen is completed by the header checkbox, not emptied', () => {
    const selection = togglePage(toggleGroup(NO_SELECTION, 'a'), PAGE_1);
    expect(pageSelectionState(selection, PAGE_1)).toBe('all');
  });

  it("'Selecionar todos os N' adds every matching group to what was chosen", () => {
    const selection = selectAll(toggleGroup(NO_SELECTION, 'z'), [...PAGE_1, ...PAGE_2]);
    expect(selection.size).toBe(6);
    expect(pageSelectionState(selection, PAGE_2)).toBe('all');
  });

  it('an empty page has nothing chosen', () => {
    expect(pageSelectionState(toggleGroup(NO_SELECTION, 'a'), [])).toBe('none');
  });
});

describe('the transfer', () => {
  const chosen = toggleGroup(toggleGroup(NO_SELECTION, 'c'), 'a');

  it('sends the chosen groups, or the whole wallet without naming any group', () => {
    expect(transferBody('selecionados', chosen, 'dest')).toEqual({
      destino_id: 'dest',
      todos: false,
      grupo_ids: ['a', 'c'],
    });
    expect(transferBody('todos', chosen, 'dest')).toEqual({ destino_id: 'dest', todos: true, grupo_ids: [] });
  });

  it('asks with the count and says how many moved, in the singular too', () => {
    expect(transferQuestion(2, 'ANA', 'BRUNO')).toBe('Transferir 2 grupos da carteira de ANA para BRUNO?');
    expect(transferQuestion(1, 'ANA', 'BRUNO')).toBe('Transferir 1 grupo da carteira de ANA para BRUNO?');
    expect(transferDone(3, 'BRUNO')).toBe('3 grupos transferidos para BRUNO.');
    expect(transferDone(1, 'BRUNO')).toBe('1 grupo transferido para BRUNO.');
    expect(transferDone(1200, 'BRUNO')).toBe('1.200 grupos transferidos para BRUNO.');
  });
});

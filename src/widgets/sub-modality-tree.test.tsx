import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubModalityTree } from './sub-modality-tree';

afterEach(cleanup);

const judicial = {
  id: 'm1',
  nome: 'JUDICIAL',
  submodalidades: [
    { id: 's1', nome: 'JUDICIAL CÍVEL' },
    { id: 's2', nome: 'JUDICIAL TRABALHISTA' },
  ],
};

function renderTree(selected: string[]) {
  const onChange = vi.fn<(next: Set<string>) => void>();
  render(<SubModalityTree modalities={[judicial]} selected={new Set(selected)} onChange={onChange} />);
  const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
  return { onChange, box };
}

describe('SubModalityTree', () => {
  it('shows a modality with only some sub-modalities chosen as mixed, and checks them all at once', () => {
    const { onChange, box } = renderTree(['s1']);
    expect(box('JUDICIAL').indeterminate).toBe(true);
    expect(box('JUDICIAL').checked).toBe(false);
    expect(screen.getByText('(1 de 2)')).toBeTruthy();
    fireEvent.click(box('JUDICIAL'));
    expect([...onChange.mock.calls[0]![0]].sort()).toEqual(['s1', 's2']);
  });

  it('clears every sub-modality from a fully chosen modality, and toggles one alone', () => {
    const { onChange, box } = renderTree(['s1', 's2']);
    expect(box('JUDICIAL').checked).toBe(true);
    expect(box('JUDICIAL').indeterminate).toBe(false);
    fireEvent.click(box('JUDICIAL'));
    expect([...onChange.mock.calls[0]![0]]).toEqual([]);
    fireEvent.click(box('JUDICIAL TRABALHISTA'));
    expect([...onChange.mock.calls[1]![0]]).toEqual(['s1']);
  });
});

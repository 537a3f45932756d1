import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Autocomplete } from './autocomplete';
import { FormField } from './form-field';

afterEach(cleanup);

interface Court {
  id: string;
  nome: string;
}

const courts: Court[] = [
  { id: '1', nome: 'TRIBUNAL DE JUSTIÇA DE SÃO PAULO' },
  { id: '2', nome: 'TRIBUNAL DE JUSTIÇA DO RIO DE JANEIRO' },
  { id: '3', nome: 'TRIBUNAL REGIONAL FEDERAL DA 3ª REGIÃO' },
];

function Picker({ onQuery, uppercase }: { onQuery: (q: string) => void; uppercase?: boolean }) {
  const [value, setValue] = useState<Court | null>(null);
  return (
    <>
      <FormField label="Tribunal">
        <Autocomplete
          value={value}
          onChange={setValue}
          uppercase={uppercase}
          debounceMs={0}
          minChars={1}
          getKey={(c) => c.id}
          getLabel={(c) => c.nome}
          load={async (query) => {
            onQuery(query);
            return courts.filter((c) => c.nome.includes(query));
          }}
        />
      </FormField>
      <output data-testid="escolhido">{value?.id ?? 'nenhum'}</output>
    </>
  );
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('Autocomplete', () => {
  it('loads options for upper-cased typed text and picks one with the keyboard', async () => {
    const queries: string[] = [];
    render(<Picker onQuery={(q) => queries.push(q)} />);
    const input = screen.getByRole('combobox', { name: 'Tribunal' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'justiça' } });
    await flush();

    expect(queries).toEqual(['JUSTIÇA']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([courts[0]!.nome, courts[1]!.nome]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(screen.getByTestId('escolhido').textContent).toBe('2');
    expect((input as HTMLInputElement).value).toBe(courts[1]!.nome);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the typed case when upper-casing is off', async () => {
    const queries: string[] = [];
    render(<Picker uppercase={false} onQuery={(q) => queries.push(q)} />);
    const input = screen.getByRole('combobox', { name: 'Tribunal' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Região' } });
    await flush();
    expect(queries).toEqual(['Região']);
  });

  it('closes on Escape and restores the chosen label', async () => {
    render(<Picker onQuery={() => undefined} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Tribunal' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'TRIBUNAL' } });
    await flush();
    fireEvent.click(screen.getAllByRole('option')[2]!);
    fireEvent.change(input, { target: { value: 'X' } });
    await flush();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe(courts[2]!.nome);
    expect(screen.getByTestId('escolhido').textContent).toBe('3');
  });

  it('says when nothing matches', async () => {
    render(<Picker onQuery={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Tribunal' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzz' } });
    await flush();
    expect(screen.getAllByText('Nenhum resultado encontrado.').length).toBeGreaterThan(0);
  });
});

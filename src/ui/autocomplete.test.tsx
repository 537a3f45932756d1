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

function Picker({
  onQuery,
  uppercase,
  minChars = 1,
}: {
  onQuery: (q: string) => void;
  uppercase?: boolean;
  minChars?: number;
}) {
  const [value, setValue] = useState<Court | null>(null);
  return (
    <>
      <FormField label="Tribunal">
        <Autocomplete
          value={value}
          onChange={setValue}
          uppercase={uppercase}
          debounceMs={0}
          minChars={minChars}
          getKey={(c) => c.id}
          getLabel={(c) => c.nome}
          load={async (query) => {
            onQuery(query);
            return courts.filter((c) => c.nome.includes(query));
          }}
        />
      </FormField>
      <span data-testid="escolhido">{value?.id ?? 'nenhum'}</span>
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

    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 opções disponíveis.');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
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

  it('says when nothing matches, to the eye and to the screen reader', async () => {
    render(<Picker onQuery={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Tribunal' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzz' } });
    await flush();
    expect(screen.getAllByText('Nenhum resultado encontrado.').length).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('Nenhum resultado encontrado.');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // Enter with nothing to pick picks nothing.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('escolhido').textContent).toBe('nenhum');
  });

  it('a tap opens the list and a tap on an option picks it', async () => {
    render(<Picker onQuery={() => undefined} minChars={0} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Tribunal' });
    // A tap focuses and clicks: the list must stay open, not toggle shut.
    fireEvent.focus(input);
    fireEvent.click(input);
    await flush();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(screen.getByTestId('escolhido').textContent).toBe('1');
    expect(input.value).toBe(courts[0]!.nome);
  });

  it('clearing the text or the button clears the choice', async () => {
    render(<Picker onQuery={() => undefined} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Tribunal' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'REGIÃO' } });
    await flush();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('escolhido').textContent).toBe('3');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByTestId('escolhido').textContent).toBe('nenhum');

    fireEvent.change(input, { target: { value: 'REGIÃO' } });
    await flush();
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.getByTestId('escolhido').textContent).toBe('nenhum');
    expect(input.value).toBe('');
  });

  it('a blur keeps the chosen option and shows its label again', async () => {
    render(<Picker onQuery={() => undefined} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Tribunal' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'SÃO PAULO' } });
    await flush();
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'RIO' } });
    await flush();
    fireEvent.blur(input);
    expect(input.value).toBe(courts[0]!.nome);
    expect(screen.getByTestId('escolhido').textContent).toBe('1');
  });
});

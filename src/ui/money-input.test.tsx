import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { MoneyInput } from './money-input';

afterEach(cleanup);

function Form({ initial }: { initial: number | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Valor da importância segurada">
        <MoneyInput value={value} onChange={setValue} />
      </FormField>
      <output data-testid="valor">{value === null ? 'vazio' : String(value)}</output>
      <button type="button" onClick={() => setValue(2500)}>
        definir
      </button>
    </>
  );
}

describe('MoneyInput', () => {
  it('shows a stored amount the Brazilian way', () => {
    render(<Form initial={1234567.8} />);
    expect(screen.getByLabelText<HTMLInputElement>('Valor da importância segurada').value).toBe(
      '1.234.567,80',
    );
  });

  it('gives the form a number in reais as the user types', () => {
    render(<Form initial={null} />);
    const input = screen.getByLabelText<HTMLInputElement>('Valor da importância segurada');
    fireEvent.input(input, { target: { value: '1234,5' } });
    expect(screen.getByTestId('valor').textContent).toBe('1234.5');
    expect(input.value).toBe('1234,5');
    fireEvent.blur(input);
    expect(input.value).toBe('1.234,50');
    fireEvent.input(input, { target: { value: '' } });
    expect(screen.getByTestId('valor').textContent).toBe('vazio');
  });

  it('follows a value set by the form', () => {
    render(<Form initial={null} />);
    act(() => screen.getByText('definir').click());
    expect(screen.getByLabelText<HTMLInputElement>('Valor da importância segurada').value).toBe('2.500,00');
  });
});

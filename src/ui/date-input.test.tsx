import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateInput, isoOfTyped, typedOfIso } from './date-input';
import { FormField } from './form-field';
import { PercentInput } from './percent-input';

afterEach(cleanup);

describe('isoOfTyped', () => {
  it.each([
    ['31/12/2030', '2030-12-31'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2026', null],
    ['12/2030', null],
    ['', null],
  ])('%s -> %s', (typed, iso) => {
    expect(isoOfTyped(typed)).toBe(iso);
  });

  it('goes back to the typed form', () => {
    expect(typedOfIso('2026-01-05')).toBe('05/01/2026');
    expect(typedOfIso(null)).toBe('');
  });
});

function DateForm() {
  const [value, setValue] = useState<string | null>('2026-03-05');
  return (
    <>
      <FormField label="Fim da vigência">
        <DateInput value={value} onChange={setValue} />
      </FormField>
      <output data-testid="valor">{value ?? 'vazio'}</output>
    </>
  );
}

function PercentForm() {
  const [value, setValue] = useState<number | null>(0.45);
  return (
    <>
      <FormField label="Taxa mínima (%)">
        <PercentInput value={value} onChange={setValue} />
      </FormField>
      <output data-testid="taxa">{value === null ? 'vazio' : String(value)}</output>
    </>
  );
}

describe('DateInput', () => {
  it('shows the stored day as dd/mm/aaaa and holds the ISO day of a typed one', () => {
    render(<DateForm />);
    const input = screen.getByLabelText<HTMLInputElement>('Fim da vigência');
    expect(input.value).toBe('05/03/2026');
    fireEvent.input(input, { target: { value: '31/12/2030' } });
    expect(screen.getByTestId('valor').textContent).toBe('2030-12-31');
    fireEvent.input(input, { target: { value: '31/02/2030' } });
    expect(screen.getByTestId('valor').textContent).toBe('vazio');
  });
});

describe('PercentInput', () => {
  it('shows a rate with a comma and holds the number typed', () => {
    render(<PercentForm />);
    const input = screen.getByLabelText<HTMLInputElement>('Taxa mínima (%)');
    expect(input.value).toBe('0,45');
    fireEvent.input(input, { target: { value: '1,2575' } });
    expect(screen.getByTestId('taxa').textContent).toBe('1.2575');
  });
});

import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { TextInput } from './text-input';

afterEach(cleanup);

function Controlled({ uppercase }: { uppercase?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="Nome fantasia" error={value === '' ? 'Informe o nome.' : undefined}>
      <TextInput value={value} onChange={(e) => setValue(e.target.value)} uppercase={uppercase} />
    </FormField>
  );
}

describe('TextInput', () => {
  it('turns typed text into upper case by default', () => {
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Nome fantasia');
    fireEvent.change(input, { target: { value: 'construtora são joão ltda' } });
    expect(input.value).toBe('CONSTRUTORA SÃO JOÃO LTDA');
  });

  it('keeps the case when switched off', () => {
    render(<Controlled uppercase={false} />);
    const input = screen.getByLabelText<HTMLInputElement>('Nome fantasia');
    fireEvent.change(input, { target: { value: 'Observação livre' } });
    expect(input.value).toBe('Observação livre');
  });

  it('hands the upper-cased value to an uncontrolled form (react-hook-form register)', () => {
    const seen: string[] = [];
    render(
      <FormField label="Apelido">
        <TextInput name="apelido" onChange={(e) => seen.push(e.target.value)} />
      </FormField>,
    );
    fireEvent.change(screen.getByLabelText('Apelido'), { target: { value: 'maria' } });
    expect(seen).toEqual(['MARIA']);
  });

  it('leaves e-mail addresses alone unless asked', () => {
    render(
      <FormField label="E-mail">
        <TextInput type="email" defaultValue="" />
      </FormField>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('E-mail');
    fireEvent.change(input, { target: { value: 'ana@corretora.com.br' } });
    expect(input.value).toBe('ana@corretora.com.br');
  });

  it('is linked to its label and error message', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Nome fantasia');
    expect(input).toHaveProperty('ariaInvalid', 'true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Informe o nome.');
  });
});

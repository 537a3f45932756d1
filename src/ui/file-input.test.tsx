import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileInput } from './file-input';
import { FormField } from './form-field';

afterEach(cleanup);

function Upload() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FormField label="Minuta assinada">
      <FileInput value={file} onChange={setFile} accept="application/pdf" />
    </FormField>
  );
}

describe('FileInput', () => {
  it('takes one file, in the field arquivo, and can drop it', () => {
    render(<Upload />);
    const input = screen.getByLabelText<HTMLInputElement>('Minuta assinada');
    expect(input.name).toBe('arquivo');
    expect(input.multiple).toBe(false);
    const pdf = new File(['%PDF-1.7'], 'minuta.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(screen.getByText('minuta.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover o arquivo minuta.pdf' }));
    expect(screen.getByText('Nenhum arquivo selecionado.')).toBeTruthy();
  });
});

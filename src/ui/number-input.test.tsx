import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { MoneyInput } from './money-input';
import { PercentInput } from './percent-input';

afterEach(cleanup);

/*
 * What a browser does for each key a person presses in a text field (@testing-library/user-event is
 * not installed here): keydown, then the text changes at the caret (or replaces the selection) and an
 * input event fires. '{Backspace}', '{ArrowLeft}', '{ArrowRight}', '{End}' and '{Home}' move or delete
 * at the caret as a keyboard does.
 */
function setNative(input: HTMLInputElement, text: string, caret: number) {
  fireEvent.input(input, { target: { value: text } });
  input.setSelectionRange(caret, caret);
}

function type(input: HTMLInputElement, keys: string) {
  if (document.activeElement !== input) {
    act(() => input.focus());
    input.setSelectionRange(input.value.length, input.value.length);
  }
  for (const key of keys.match(/\{\w+\}|./gu) ?? []) {
    fireEvent.keyDown(input, { key: key.replace(/[{}]/g, '') });
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const v = input.value;
    if (key === '{Backspace}') {
      if (start !== end) setNative(input, v.slice(0, start) + v.slice(end), start);
      else if (start > 0) setNative(input, v.slice(0, start - 1) + v.slice(start), start - 1);
    } else if (key === '{ArrowLeft}') input.setSelectionRange(Math.max(0, start - 1), Math.max(0, start - 1));
    else if (key === '{ArrowRight}')
      input.setSelectionRange(Math.min(v.length, end + 1), Math.min(v.length, end + 1));
    else if (key === '{Home}') input.setSelectionRange(0, 0);
    else if (key === '{End}') input.setSelectionRange(v.length, v.length);
    else setNative(input, v.slice(0, start) + key + v.slice(end), start + key.length);
    fireEvent.keyUp(input, { key: key.replace(/[{}]/g, '') });
  }
}

/** A paste: the clipboard's text replaces the selection (all of it when `all`). */
function paste(input: HTMLInputElement, text: string, all = true) {
  act(() => input.focus());
  if (all) input.setSelectionRange(0, input.value.length);
  const start = input.selectionStart ?? 0;
  const end = input.selectionEnd ?? start;
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
  setNative(input, input.value.slice(0, start) + text + input.value.slice(end), start + text.length);
}

function blur(input: HTMLInputElement) {
  act(() => input.blur());
}

function Form({ initial = null, percent = false }: { initial?: number | null; percent?: boolean }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <FormField label="Valor">
        {percent ? (
          <PercentInput value={value} onChange={setValue} />
        ) : (
          <MoneyInput value={value} onChange={setValue} />
        )}
      </FormField>
      <output data-testid="valor">{value === null ? 'vazio' : String(value)}</output>
      <button type="button" onClick={() => setValue(2500)}>
        definir
      </button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Valor');
const held = () => screen.getByTestId('valor').textContent;

describe('MoneyInput typed key by key', () => {
  it.each([
    ['1.200,00', '1200', '1.200,00'],
    ['1200', '1200', '1.200,00'],
    ['1.234.567,8', '1234567.8', '1.234.567,80'],
    ['0,5', '0.5', '0,50'],
    ['1200.50', '1200.5', '1.200,50'],
  ])('%s holds %s and reads %s after leaving the field', (keys, number, shown) => {
    render(<Form />);
    type(field(), keys);
    expect(field().value).toBe(keys);
    expect(held()).toBe(number);
    blur(field());
    expect(field().value).toBe(shown);
    expect(held()).toBe(number);
  });

  it('shows how the text is read while typing', () => {
    render(<Form />);
    type(field(), '1200');
    expect(screen.getByText('Lido como R$ 1.200,00')).toBeTruthy();
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByText('Lido como R$ 1.200,00').id);
    type(field(), '.5');
    expect(screen.getByText('Lido como R$ 1.200,50')).toBeTruthy();
  });

  it("refuses '1,200' with a Portuguese message instead of reading 1,20", () => {
    render(<Form initial={3} />);
    type(field(), '{Backspace}{Backspace}{Backspace}{Backspace}1,200');
    expect(held()).toBe('vazio');
    blur(field());
    expect(field().value).toBe('1,200');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Use no máximo 2 casas decimais depois da vírgula/)).toBeTruthy();
    type(field(), '{Backspace}');
    expect(held()).toBe('1.2');
    expect(screen.queryByText(/Use no máximo/)).toBeNull();
  });

  it("pastes 'R$ 1.200,00' and '1200.50'", () => {
    render(<Form />);
    paste(field(), 'R$ 1.200,00');
    expect(held()).toBe('1200');
    blur(field());
    expect(field().value).toBe('1.200,00');
    paste(field(), '1200.50');
    expect(held()).toBe('1200.5');
    blur(field());
    expect(field().value).toBe('1.200,50');
  });

  it('keeps the value right after a backspace and an edit in the middle', () => {
    render(<Form initial={1200} />);
    expect(field().value).toBe('1.200,00');
    // Caret after the '2': delete it and type 5 -> 1.500,00.
    act(() => field().focus());
    field().setSelectionRange(3, 3);
    type(field(), '{Backspace}5');
    expect(field().value).toBe('1.500,00');
    expect(held()).toBe('1500');
    // Caret after the '1': delete it; '.500,00' is not a number yet, then 3 makes 3.500,00.
    type(field(), '{Home}{ArrowRight}{Backspace}');
    expect(held()).toBe('vazio');
    type(field(), '3');
    expect(held()).toBe('3500');
    blur(field());
    expect(field().value).toBe('3.500,00');
  });

  it('follows a value set by the form and empties to null', () => {
    render(<Form initial={1234567.8} />);
    expect(field().value).toBe('1.234.567,80');
    act(() => screen.getByText('definir').click());
    expect(field().value).toBe('2.500,00');
    paste(field(), '');
    expect(held()).toBe('vazio');
  });
});

describe('PercentInput', () => {
  it('reads rates with a comma or a dot, and refuses one over 100 %', () => {
    render(<Form percent />);
    type(field(), '0,45');
    expect(held()).toBe('0.45');
    paste(field(), '0.125');
    expect(held()).toBe('0.125');
    blur(field());
    expect(field().value).toBe('0,125');
    paste(field(), '1.200');
    expect(held()).toBe('vazio');
    blur(field());
    expect(screen.getByText('O valor máximo é 100.')).toBeTruthy();
  });
});

/**
 * Upper-cases what was typed into an input, keeping the caret where it was (SPEC.md §5: text inputs
 * and autocompletes convert typed text to upper case). Runs inside onChange, before the value is read.
 */
export function upperCaseInPlace(input: HTMLInputElement): void {
  const upper = input.value.toLocaleUpperCase('pt-BR');
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart === null || selectionEnd === null) return;
  try {
    input.setSelectionRange(selectionStart, selectionEnd);
  } catch {
    // Some input types (email, number) have no selection API.
  }
}

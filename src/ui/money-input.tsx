import type { NumberInputProps } from './number-input';
import { NumberInput } from './number-input';

/** R$ amounts: comma decimals, dot thousands, 2 decimals (SPEC.md §5). */
const MONEY = { scale: 2, max: 999_999_999_999.99, padDecimals: true, prefix: 'R$' };

export type MoneyInputProps = NumberInputProps;

/** A money input in reais: shows 'R$ 1.234,56' while the form holds 1234.56. */
export function MoneyInput(props: MoneyInputProps) {
  return <NumberInput {...props} format={MONEY} />;
}

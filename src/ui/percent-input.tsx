import type { NumberInputProps } from './number-input';
import { NumberInput } from './number-input';

/** Rates and shares: 0 to 100, up to 4 decimals, comma decimals ('0,45'). */
const PERCENT = { scale: 4, max: 100, padDecimals: false, suffix: '%' };

/** A percentage input: shows '0,45 %' while the form holds 0.45. */
export function PercentInput(props: NumberInputProps) {
  return <NumberInput {...props} format={PERCENT} />;
}

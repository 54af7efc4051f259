import { useBusValue } from '@mart/bus';
import { formatPrice, type Numeric, type PriceFormat } from '@mart/domain';

/** Config currency settings (SPEC §3) as a domain PriceFormat, and a formatter bound to them. */
export function usePriceFormat(): { format: PriceFormat; price: (amount: Numeric | null | undefined) => string } {
  const config = useBusValue('config');
  const format: PriceFormat = {
    symbol: config?.currency_symbol ?? '',
    direction: config?.currency_symbol_direction ?? 'left',
    decimals: config?.digit_after_decimal_point ?? 2,
  };
  return { format, price: (amount) => formatPrice(amount, format) };
}

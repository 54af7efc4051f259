import { useBusValue } from '@mart/bus';
import { formatMinor, formatPrice, type Numeric, type PriceFormat } from '@mart/domain';
import { useCallback, useMemo } from 'react';

/** The site's currency format (SPEC §3 config: symbol, direction, decimals). */
export function usePriceFormat(): PriceFormat {
  const config = useBusValue('config');
  return useMemo(
    () => ({
      symbol: config?.currency_symbol ?? '₸',
      direction: config?.currency_symbol_direction ?? 'left',
      decimals: config?.digit_after_decimal_point ?? 2,
    }),
    [config],
  );
}

/** Formatters for major-unit amounts (API) and minor-unit amounts (domain results). */
export function usePrice() {
  const format = usePriceFormat();
  const major = useCallback((amount: Numeric | null | undefined) => formatPrice(amount, format), [format]);
  const minor = useCallback((amount: number) => formatMinor(amount, format), [format]);
  return { major, minor, format };
}

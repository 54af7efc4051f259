import { useCallback, useMemo } from 'react';
import { useBusValue, type SiteConfig } from '@mart/bus';
import { DEFAULT_CURRENCY_DIRECTION, formatMinor, formatPrice, type Numeric, type PriceFormat } from '@mart/domain';

/**
 * The site's currency format (SPEC §3 config: symbol, its side, decimals) read in `language` (its digit grouping and
 * decimal separator); no symbol until the config is known.
 */
export function priceFormatOf(config: SiteConfig | null, language: string): PriceFormat {
  return {
    symbol: config?.currency_symbol ?? '',
    direction: config?.currency_symbol_direction ?? DEFAULT_CURRENCY_DIRECTION,
    decimals: config?.digit_after_decimal_point ?? 2,
    language,
  };
}

/**
 * Formatters in the site's currency format and the page's language: `major` for API amounts, `minor` for the
 * domain's integer results. The one way an amount reaches the screen.
 */
export function usePrice() {
  const config = useBusValue('config');
  const language = useBusValue('language');
  const format = useMemo(() => priceFormatOf(config, language), [config, language]);
  const major = useCallback((amount: Numeric | null | undefined) => formatPrice(amount, format), [format]);
  const minor = useCallback((amount: number) => formatMinor(amount, format), [format]);
  return { major, minor, format };
}

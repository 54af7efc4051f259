import type { Item } from '@mart/api-types';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { recentlyViewedQuery } from '@mart/runtime';
import { Section } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { ProductGrid } from '../../lib/items/ProductGrid';

/**
 * The module home's "recently viewed" (issue 41): the customer's or this device's items of this module, newest
 * first, as the home's other grids draw them; nothing at all while the list is empty or could not be read.
 */
export function RecentlyViewedSection({ moduleId, onOpen }: { moduleId?: number; onOpen: (item: Item) => void }) {
  const { t } = useTranslation('store');
  const language = useBusValue('language');
  const token = useBusValue('auth').token;
  const list = useQuery({ ...recentlyViewedQuery(language, moduleId, token), enabled: moduleId !== undefined });
  const items = list.data?.items ?? [];
  if (!items.length) return null;
  return (
    <div data-testid="recently-viewed">
      <Section title={t('home.recentlyViewed')}>
        <ProductGrid products={items} onOpen={onOpen} />
      </Section>
    </div>
  );
}

import type { Item } from '@mart/api-types';
import { useInBatches } from '../useInBatches';
import { ProductCard } from './ProductCard';
import { useCardCart } from './useCardCart';

/**
 * Product cards in the site's grid (plain.css): two a row on a phone, four on a tablet, six on a wide screen. The
 * cart is read once for the grid (`useCardCart`), and a long list is drawn a dozen cards at a time.
 */
export function ProductGrid({ products, onOpen }: { products: Item[]; onOpen: (item: Item) => void }) {
  const { kit, lineOf, isBusy } = useCardCart(onOpen);
  const shown = useInBatches(products, products.length);
  return (
    <div className="mart-grid mart-grid--products">
      {products.slice(0, shown).map((p) => (
        <ProductCard key={p.id} item={p} line={lineOf(p.id)} busy={isBusy(p.id)} kit={kit} />
      ))}
    </div>
  );
}

import type { Item } from '@mart/api-types';
import { ProductCard } from './ProductCard';

/** Product cards in the site's grid (plain.css): two a row on a phone, four on a tablet, six on a wide screen. */
export function ProductGrid({ products, onOpen }: { products: Item[]; onOpen: (item: Item) => void }) {
  return (
    <div className="mart-grid mart-grid--products">
      {products.map((p) => (
        <ProductCard key={p.id} item={p} onOpen={onOpen} />
      ))}
    </div>
  );
}

import type { Item } from '@mart/api-types';
import { Col, Row } from 'antd';
import { ProductCard } from './ProductCard';

/** Product cards in the site's grid: two a row on a phone, four on a tablet, six on a wide screen. */
export function ProductGrid({ products, onOpen }: { products: Item[]; onOpen: (item: Item) => void }) {
  return (
    <Row gutter={[16, 16]}>
      {products.map((p) => (
        <Col key={p.id} xs={12} md={6} lg={4}>
          <ProductCard item={p} onOpen={onOpen} />
        </Col>
      ))}
    </Row>
  );
}

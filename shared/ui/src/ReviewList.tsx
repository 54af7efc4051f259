import { Flex, List, Rate } from 'antd';
import type { ReactNode } from 'react';

/** What a review list shows of a review (store, item and provider reviews all have it). */
export interface ReviewLike {
  customer_name: string;
  rating: number;
  comment: string;
}

/**
 * Customers' reviews: the name with the stars (halves shown), and what they wrote; `describe` can put it in context
 * (the vehicle a provider's review is about).
 */
export function ReviewList<R extends ReviewLike>({
  reviews,
  describe = (r) => r.comment,
  emptyText,
}: {
  reviews: R[];
  describe?: (review: R) => ReactNode;
  emptyText?: ReactNode;
}) {
  return (
    <List
      dataSource={reviews}
      locale={emptyText ? { emptyText } : undefined}
      renderItem={(r) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Flex gap={8}>
                {r.customer_name}
                <Rate disabled allowHalf value={r.rating} className="mart-small" />
              </Flex>
            }
            description={describe(r)}
          />
        </List.Item>
      )}
    />
  );
}

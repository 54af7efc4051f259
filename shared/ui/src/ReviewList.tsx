import type { ReactNode } from 'react';
import { Stars } from './Stars';
import './review-list.css';

/** What a review list shows of a review (store, item and provider reviews all have it). */
export interface ReviewLike {
  customer_name: string;
  rating: number;
  comment: string;
}

/**
 * Customers' reviews: the name with the stars (halves shown), and what they wrote; `describe` can put it in context
 * (the vehicle a provider's review is about). A plain list in antd List's looks: a page of reviews costs no antd
 * (List brought Pagination, Select and Spin with it) and no star widget per review.
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
  if (!reviews.length) return emptyText ? <p className="mart-reviews__empty">{emptyText}</p> : null;
  return (
    <ul className="mart-reviews">
      {reviews.map((r, i) => (
        <li key={i} className="mart-reviews__item">
          <div className="mart-reviews__head">
            {r.customer_name}
            <Stars value={r.rating} />
          </div>
          <div className="mart-reviews__text">{describe(r)}</div>
        </li>
      ))}
    </ul>
  );
}

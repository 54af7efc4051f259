import type { Store } from '@mart/api-types';
import { StoreCards } from './StoreCard';
import { Pagination } from '@mart/ui';

interface Props {
  stores: Store[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** A page of store cards with the pager under it (category stores, latest and popular lists). */
export function StoreGrid({ stores, total, page, pageSize, onPage }: Props) {
  return (
    <>
      <StoreCards stores={stores} />
      <Pagination
        className="mart-mt-24"
        align="center"
        current={page}
        pageSize={pageSize}
        total={total}
        onChange={onPage}
      />
    </>
  );
}

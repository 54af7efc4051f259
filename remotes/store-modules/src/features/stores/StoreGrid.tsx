import type { Store } from '@mart/api-types';
import { Col, Pagination, Row } from 'antd';
import { StoreCard } from './StoreCard';

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
      <Row gutter={[16, 16]}>
        {stores.map((s) => (
          <Col key={s.id} xs={12} md={8} lg={6}>
            <StoreCard store={s} />
          </Col>
        ))}
      </Row>
      <Pagination
        style={{ marginTop: 24 }}
        align="center"
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={onPage}
      />
    </>
  );
}

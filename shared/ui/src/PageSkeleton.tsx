import { Skeleton } from 'antd';

/** Loading state of a page or a list: the shape of what is coming, announced to screen readers. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

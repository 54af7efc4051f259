import type { ReactNode } from 'react';
import { linkClick } from './navigate';
import { PageSkeleton } from './PageSkeleton';

/** A titled block of a page (a home's categories, stores, items) with its "view all" link; plain HTML. */
export function Section({
  title,
  more,
  loading,
  children,
}: {
  title: string;
  more?: { href: string; label: string };
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="mart-section" aria-label={title}>
      <div className="mart-section__head">
        <h3 className="mart-title">{title}</h3>
        {more && (
          <a className="mart-section__more" href={more.href} onClick={linkClick}>
            {more.label}
          </a>
        )}
      </div>
      {loading ? <PageSkeleton rows={3} /> : children}
    </section>
  );
}

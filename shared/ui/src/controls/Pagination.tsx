import { useTranslation } from '@mart/i18n';
import './pagination.css';

/** The page numbers a pager shows: the first, the last, two either side of the current one, gaps as null. */
export function pageList(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((p, i) => (i > 0 && p - (pages[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

/**
 * antd's Pagination as a `nav` of real buttons: each labelled "Page n", the current one `aria-current="page"`,
 * previous/next disabled at the ends. Nothing is drawn for a single page (antd's hideOnSinglePage).
 */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  align = 'start',
  className,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  align?: 'start' | 'center';
  className?: string;
}) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const at = Math.min(Math.max(1, current), last);
  return (
    <nav
      aria-label={t('controls.pages')}
      className={`mart-pagination${align === 'center' ? ' mart-pagination--center' : ''}${className ? ` ${className}` : ''}`}
    >
      <button
        type="button"
        className="mart-pagination__item mart-pagination__step"
        aria-label={t('controls.previous')}
        disabled={at === 1}
        onClick={() => onChange(at - 1)}
      >
        <span aria-hidden>‹</span>
      </button>
      {pageList(at, last).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="mart-pagination__gap" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className="mart-pagination__item"
            aria-label={t('controls.page', { n: p })}
            aria-current={p === at ? 'page' : undefined}
            onClick={() => p !== at && onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className="mart-pagination__item mart-pagination__step"
        aria-label={t('controls.next')}
        disabled={at === last}
        onClick={() => onChange(at + 1)}
      >
        <span aria-hidden>›</span>
      </button>
    </nav>
  );
}

import type { ReactNode } from 'react';
import './page-frame.css';

/** The widths a page's content keeps to (page-frame.css): a form, a narrow column, a list, a two-column form, a grid. */
export type PageWidth = 'form' | 'narrow' | 'medium' | 'large' | 'wide';

/**
 * The one frame of a page: centred at its width, padded, with its title row (the title and what sits at its right,
 * a switch or a link). Plain HTML, so it paints before antd has loaded; a page's loading state goes in the same frame
 * so nothing moves when the page arrives.
 */
export function PageFrame({
  width = 'wide',
  title,
  titleId,
  extra,
  className,
  children,
  ...rest
}: {
  width?: PageWidth;
  title?: ReactNode;
  /** the title's id, for a `aria-labelledby` that names the page's region */
  titleId?: string;
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <section className={`mart-page mart-page--${width}${className ? ` ${className}` : ''}`} {...rest}>
      {(title !== undefined || extra !== undefined) && (
        <div className="mart-page__head">
          {title !== undefined && (
            <h2 className="mart-title" id={titleId}>
              {title}
            </h2>
          )}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}

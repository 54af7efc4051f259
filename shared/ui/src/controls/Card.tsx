import type { ReactNode } from 'react';
import './card.css';

/**
 * antd's Card with a title (and an `extra` at the head's end): a `section` named by its title, the small size's
 * 38 px head and 12 px body, or the default 56 px / 24 px; without a title, the body alone (a balance, a coupon).
 * Plain markup on plain.css's `.mart-card`.
 */
export function Card({
  title,
  extra,
  size = 'default',
  className,
  children,
  'data-testid': testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <section
      className={`mart-card mart-panel${size === 'small' ? ' mart-panel--small' : ''}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      {title !== undefined && (
        <div className="mart-panel__head">
          <div className="mart-panel__title">{title}</div>
          {extra}
        </div>
      )}
      <div className="mart-panel__body">{children}</div>
    </section>
  );
}

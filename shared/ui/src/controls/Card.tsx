import type { ReactNode } from 'react';
import './card.css';

/**
 * antd's Card with a title (and an `extra` at the head's end): a `section` named by its title, the small size's
 * 38 px head and 12 px body, or the default 56 px / 24 px. Plain markup on plain.css's `.mart-card`.
 */
export function Card({
  title,
  extra,
  size = 'default',
  hoverable = false,
  className,
  children,
  'data-testid': testId,
  ...named
}: {
  /** none: a plain bordered box (antd's Card without a head) */
  title?: ReactNode;
  extra?: ReactNode;
  /** lifts on hover (a card that is a link) */
  hoverable?: boolean;
  size?: 'small' | 'default';
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
  role?: string;
  'aria-label'?: string;
}) {
  return (
    <section
      className={`mart-card mart-panel${size === 'small' ? ' mart-panel--small' : ''}${hoverable ? ' mart-card--hoverable' : ''}${className ? ` ${className}` : ''}`}
      data-testid={testId}
      {...named}
    >
      {(title !== undefined || extra !== undefined) && (
        <div className="mart-panel__head">
          <div className="mart-panel__title">{title}</div>
          {extra}
        </div>
      )}
      <div className="mart-panel__body">{children}</div>
    </section>
  );
}

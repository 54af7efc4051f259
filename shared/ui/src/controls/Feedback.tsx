import type { CSSProperties, ReactNode } from 'react';
import { CheckCircleFilled } from './icons';
import './feedback.css';

/**
 * antd's Skeleton: the shape of what is coming (a title, `rows` lines, an avatar), announced as busy. Plain HTML,
 * so it shows while antd is still loading.
 */
export function Skeleton({
  rows = 3,
  avatar = false,
  title = true,
}: {
  rows?: number;
  avatar?: boolean;
  title?: boolean;
}) {
  return (
    <div className="mart-skeleton-block" role="status" aria-busy="true" aria-live="polite">
      {avatar && <span className="mart-skeleton mart-skeleton--avatar" />}
      <div className="mart-skeleton-block__lines">
        {title && <span className="mart-skeleton mart-skeleton--title" />}
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="mart-skeleton mart-skeleton--line" />
        ))}
      </div>
    </div>
  );
}

/** antd's Spin: a spinner announced as busy, with an optional label (read, not shown, unless `tip`). */
export function Spin({ label, size = 'default' }: { label?: string; size?: 'small' | 'default' | 'large' }) {
  return (
    <span className={`mart-spin mart-spin--${size}`} role="status" aria-busy="true" aria-label={label}>
      <span className="mart-spin__dot" aria-hidden />
    </span>
  );
}

/** antd's Empty: "nothing here" with the picture antd draws and a description. */
export function Empty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="mart-empty">
      <svg className="mart-empty__image" width="64" height="41" viewBox="0 0 64 41" aria-hidden>
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="var(--mh-fill)" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="var(--mh-border)">
            <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
            <path
              d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
              fill="var(--mh-hover)"
            />
          </g>
        </g>
      </svg>
      <div className="mart-empty__description">{description}</div>
      {children && <div className="mart-empty__footer">{children}</div>}
    </div>
  );
}

// antd's filled circle icons: the check is the kit's icon, the others its glyph on a disc in the status colour
const RESULT_ICONS = {
  success: <CheckCircleFilled />,
  error: <span className="mart-result__disc" data-glyph="✕" />,
  warning: <span className="mart-result__disc" data-glyph="!" />,
  info: <span className="mart-result__disc" data-glyph="i" />,
} as const;

export type ResultStatus = 'success' | 'error' | 'warning' | 'info' | '404' | '500';

/** antd's Result: a status icon, a title, a subtitle, the actions (`extra`) and anything under them. */
export function Result({
  status = 'info',
  title,
  subTitle,
  extra,
  children,
}: {
  status?: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const tone = status === '500' ? 'error' : status === '404' ? 'info' : status;
  return (
    <div className={`mart-result mart-result--${tone}`}>
      <div className="mart-result__icon" aria-hidden>
        {RESULT_ICONS[tone]}
      </div>
      <div className="mart-result__title">{title}</div>
      {subTitle !== undefined && subTitle !== null && <div className="mart-result__subtitle">{subTitle}</div>}
      {extra && <div className="mart-result__extra">{extra}</div>}
      {children && <div className="mart-result__content">{children}</div>}
    </div>
  );
}

/** antd's Progress (the line): a bar `percent` full, named for screen readers by `label`. */
export function Progress({
  percent,
  label,
  status,
  showInfo = true,
}: {
  percent: number;
  label?: string;
  status?: 'normal' | 'success' | 'exception' | 'active';
  showInfo?: boolean;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={`mart-progress${status ? ` mart-progress--${status}` : ''}`}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <div className="mart-progress__track">
        <div className="mart-progress__bar" style={{ '--mart-progress': `${value}%` } as CSSProperties} />
      </div>
      {showInfo && <span className="mart-progress__text">{value}%</span>}
    </div>
  );
}

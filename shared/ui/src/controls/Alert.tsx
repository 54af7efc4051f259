import type { ReactNode } from 'react';
import './alert.css';

const ICON = { info: 'i', warning: '!', error: '×', success: '✓' } as const;

/**
 * antd's Alert with its icon: a tinted box, a title and an optional description. An error is `role="alert"` (said
 * at once); the others are a polite `status`.
 */
export function Alert({
  type,
  message,
  description,
  action,
  role,
  className,
  'data-testid': testId,
}: {
  type: 'info' | 'warning' | 'error' | 'success';
  message: ReactNode;
  description?: ReactNode;
  /** a button at the end (antd's action) */
  action?: ReactNode;
  /** said at once (`alert`) or politely (`status`); by default an error is an alert */
  role?: 'alert' | 'status';
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      role={role ?? (type === 'error' ? 'alert' : 'status')}
      className={`mart-alert mart-alert--${type}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      {/* the glyph is drawn by CSS (attr), so the alert's text is its message alone, as antd's icon adds none */}
      <span className="mart-alert__icon" data-icon={ICON[type]} aria-hidden />
      <div className="mart-alert__content">
        <div>{message}</div>
        {description && <div className="mart-alert__description">{description}</div>}
      </div>
      {action}
    </div>
  );
}

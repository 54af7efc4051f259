import type { ComponentPropsWithRef, MouseEventHandler, ReactNode } from 'react';
import './button.css';

type Props = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** antd's types: default (outlined), primary (filled), text (no border) and link (text in the link colour) */
  variant?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  icon?: ReactNode;
  /** antd's danger: red text and border (an irreversible action) */
  danger?: boolean;
  /** a spinner in place of the icon; clicks are ignored meanwhile, and the button says it is busy */
  loading?: boolean;
  htmlType?: 'button' | 'submit' | 'reset';
  /** the container's full width */
  block?: boolean;
  /** a link drawn as the button (antd's Button with href): an `<a>`, so it is a link to assistive technology */
  href?: string;
};

/** antd's Button: a real `<button>` at antd's sizes (24/32/40 px), radius and colours from the tokens. */
export function Button({
  variant = 'default',
  size = 'middle',
  shape = 'default',
  icon,
  danger = false,
  loading = false,
  htmlType = 'button',
  block = false,
  href,
  className,
  children,
  onClick,
  ...button
}: Props) {
  const cls = [
    'mart-btn',
    `mart-btn--${variant}`,
    size !== 'middle' && `mart-btn--${size}`,
    shape === 'circle' && 'mart-btn--circle',
    danger && 'mart-btn--danger',
    block && 'mart-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  if (href !== undefined) {
    return (
      <a
        href={href}
        className={cls}
        id={button.id}
        aria-label={button['aria-label']}
        onClick={onClick as MouseEventHandler<HTMLElement> | undefined}
      >
        {icon}
        {children !== undefined && children !== null && <span>{children}</span>}
      </a>
    );
  }
  return (
    <button
      {...button}
      type={htmlType}
      className={cls}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <span className="mart-btn__spinner" aria-hidden /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}

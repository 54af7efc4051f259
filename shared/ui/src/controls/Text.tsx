import type { ElementType, ReactNode } from 'react';
import './text.css';

/** antd's Typography.Text: secondary, strong, struck through (a price before its discount), danger. */
export function Text({
  children,
  type,
  strong,
  del,
  className,
  as: As = 'span',
  ...rest
}: {
  children: ReactNode;
  type?: 'secondary' | 'danger' | 'success';
  strong?: boolean;
  del?: boolean;
  className?: string;
  as?: ElementType;
  'aria-live'?: 'polite';
  'data-testid'?: string;
}) {
  const cls = ['mart-text', type && `mart-text--${type}`, strong && 'mart-strong', className].filter(Boolean).join(' ');
  return (
    <As className={cls} {...rest}>
      {del ? <del>{children}</del> : children}
    </As>
  );
}

/** antd's Typography.Title: the heading level it is, at antd's size for it (plain.css `.mart-title`). */
export function Title({
  level = 2,
  children,
  className,
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  children: ReactNode;
  className?: string;
}) {
  const H = `h${level}` as const;
  return <H className={`mart-title mart-title--${level}${className ? ` ${className}` : ''}`}>{children}</H>;
}

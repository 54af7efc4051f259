import type { ElementType, ReactNode } from 'react';
import './text.css';

/** antd's Typography.Text: secondary, strong, struck through (a price before its discount), danger. */
export function Text({
  children,
  type,
  strong,
  del,
  ellipsis,
  className,
  as: As = 'span',
  ...rest
}: {
  children: ReactNode;
  type?: 'secondary' | 'danger' | 'success';
  strong?: boolean;
  del?: boolean;
  /** one line, cut with an ellipsis */
  ellipsis?: boolean;
  className?: string;
  as?: ElementType;
  'aria-live'?: 'polite';
  'data-testid'?: string;
}) {
  const cls = [
    'mart-text',
    type && `mart-text--${type}`,
    strong && 'mart-strong',
    ellipsis && 'mart-ellipsis',
    className,
  ]
    .filter(Boolean)
    .join(' ');
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
  ...rest
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  children: ReactNode;
  className?: string;
  id?: string;
  tabIndex?: number;
  'data-testid'?: string;
}) {
  const H = `h${level}` as const;
  return (
    <H className={`mart-title mart-title--${level}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </H>
  );
}

/** antd's Typography.Paragraph: a block of text with the paragraph's bottom margin, secondary or strong. */
export function Paragraph({
  children,
  type,
  strong,
  className,
  ...rest
}: {
  children: ReactNode;
  type?: 'secondary' | 'danger' | 'success';
  strong?: boolean;
  className?: string;
  id?: string;
  'data-testid'?: string;
  'data-step'?: string | number;
  'aria-live'?: 'polite';
}) {
  const cls = ['mart-paragraph', type && `mart-text--${type}`, strong && 'mart-strong', className]
    .filter(Boolean)
    .join(' ');
  return (
    <p className={cls} {...rest}>
      {children}
    </p>
  );
}

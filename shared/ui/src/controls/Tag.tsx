import type { ReactNode } from 'react';

export type TagColor = 'green' | 'volcano' | 'red' | 'cyan' | 'lime' | 'gold' | 'blue' | 'purple';

/** antd's Tag, default or a preset colour (plain.css `.mart-tag`, AA contrast in both themes). */
export function Tag({
  color,
  children,
  className,
  ...rest
}: {
  color?: TagColor;
  children: ReactNode;
  className?: string;
  title?: string;
  role?: string;
  'aria-current'?: 'step' | boolean;
  'data-testid'?: string;
}) {
  return (
    <span className={`mart-tag${color ? ` mart-tag--${color}` : ''}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';

export type TagColor = 'green' | 'volcano' | 'red' | 'cyan' | 'lime' | 'gold';

/** antd's Tag, default or a preset colour (plain.css `.mart-tag`, AA contrast in both themes). */
export function Tag({ color, children, className }: { color?: TagColor; children: ReactNode; className?: string }) {
  return (
    <span className={`mart-tag${color ? ` mart-tag--${color}` : ''}${className ? ` ${className}` : ''}`}>
      {children}
    </span>
  );
}

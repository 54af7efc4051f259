import type { CSSProperties, ElementType, ReactNode } from 'react';
import './layout.css';

type Gap = 'small' | 'middle' | 'large' | number;
const GAP_PX = { small: 8, middle: 16, large: 24 } as const;
const gapOf = (gap: Gap) => (typeof gap === 'number' ? gap : GAP_PX[gap]);

/**
 * antd's Space and Flex in one: children in a row (or a column), `gap` apart, aligned and wrapped as asked. Plain
 * flexbox, so it draws before antd has loaded.
 */
export function Stack({
  direction = 'horizontal',
  gap = 'small',
  align,
  justify,
  wrap = false,
  as: As = 'div',
  className,
  style,
  children,
  ...rest
}: {
  direction?: 'horizontal' | 'vertical';
  gap?: Gap;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'space-between' | 'space-around';
  wrap?: boolean;
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}) {
  const cls = ['mart-stack', direction === 'vertical' && 'mart-stack--vertical', wrap && 'mart-stack--wrap', className]
    .filter(Boolean)
    .join(' ');
  return (
    <As
      {...rest}
      className={cls}
      style={{
        gap: gapOf(gap),
        alignItems: align && (align === 'start' || align === 'end' ? `flex-${align}` : align),
        justifyContent: justify && (justify === 'start' || justify === 'end' ? `flex-${justify}` : justify),
        ...style,
      }}
    >
      {children}
    </As>
  );
}

/** Column spans out of 24 at each width (antd's breakpoints: sm 576, md 768, lg 992, xl 1200 px). */
type Span = number;
/**
 * antd's Row: a 24-column grid whose `Col`s span a share of it at each breakpoint, `gutter` px apart (one number,
 * or [horizontal, vertical]). CSS grid, no antd.
 */
export function Row({
  gutter = 0,
  align,
  className,
  children,
  'data-testid': testId,
}: {
  gutter?: number | [number, number];
  align?: 'top' | 'middle' | 'bottom' | 'stretch';
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const [x, y] = Array.isArray(gutter) ? gutter : [gutter, 0];
  const alignItems = { top: 'start', middle: 'center', bottom: 'end', stretch: 'stretch' }[align ?? 'stretch'];
  return (
    <div
      className={`mart-row${className ? ` ${className}` : ''}`}
      style={{ columnGap: x, rowGap: y, alignItems }}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/** antd's Col: `span` (all widths) and `xs`…`xl` (that width and up) out of Row's 24 columns. */
export function Col({
  span = 24,
  xs,
  sm,
  md,
  lg,
  xl,
  className,
  children,
}: {
  span?: Span;
  xs?: Span;
  sm?: Span;
  md?: Span;
  lg?: Span;
  xl?: Span;
  className?: string;
  children?: ReactNode;
}) {
  const vars: Record<string, number> = { '--col-xs': xs ?? span };
  let last = xs ?? span;
  for (const [name, v] of [
    ['sm', sm],
    ['md', md],
    ['lg', lg],
    ['xl', xl],
  ] as const) {
    last = v ?? last;
    vars[`--col-${name}`] = last;
  }
  return (
    <div className={`mart-col${className ? ` ${className}` : ''}`} style={vars as CSSProperties}>
      {children}
    </div>
  );
}

/** antd's Divider: a rule between blocks, or a titled one (`children`); `vertical` between inline items. */
export function Divider({
  children,
  type = 'horizontal',
  className,
}: {
  children?: ReactNode;
  type?: 'horizontal' | 'vertical';
  className?: string;
}) {
  if (type === 'vertical')
    return <span className="mart-divider--vertical" role="separator" aria-orientation="vertical" />;
  if (children === undefined) return <hr className={`mart-divider${className ? ` ${className}` : ''}`} />;
  return (
    <div className={`mart-divider mart-divider--titled${className ? ` ${className}` : ''}`} role="separator">
      <span className="mart-divider__title">{children}</span>
    </div>
  );
}

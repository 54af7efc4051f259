import { Children, useId, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import './data-display.css';

/** antd's List: `dataSource` drawn by `renderItem` (or `List.Item` children), a bordered or plain column. */
function ListRoot<T>({
  dataSource,
  renderItem,
  rowKey,
  size = 'default',
  bordered = false,
  header,
  children,
  className,
  'aria-label': label,
}: {
  dataSource?: readonly T[];
  renderItem?: (item: T, index: number) => ReactNode;
  rowKey?: (item: T) => Key;
  size?: 'small' | 'default' | 'large';
  bordered?: boolean;
  header?: ReactNode;
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
}) {
  const items =
    dataSource && renderItem
      ? dataSource.map((item, i) => <ItemKey key={rowKey ? rowKey(item) : i}>{renderItem(item, i)}</ItemKey>)
      : children;
  const cls = ['mart-list', `mart-list--${size}`, bordered && 'mart-list--bordered', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cls}>
      {header && <div className="mart-list__header">{header}</div>}
      <ul className="mart-list__items" aria-label={label}>
        {items}
      </ul>
    </div>
  );
}
function ItemKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** One row of a List: its content and its `actions` at the end. */
function ListItem({
  children,
  actions,
  extra,
  className,
  'data-testid': testId,
}: {
  children?: ReactNode;
  actions?: ReactNode[];
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <li className={`mart-list__item${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div className="mart-list__main">{children}</div>
      {actions && actions.length > 0 && (
        <ul className="mart-list__actions">
          {Children.toArray(actions).map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ul>
      )}
      {extra}
    </li>
  );
}

/** A row's avatar, title and description (antd's List.Item.Meta). */
function ListItemMeta({
  avatar,
  title,
  description,
}: {
  avatar?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="mart-list__meta">
      {avatar && <div className="mart-list__avatar">{avatar}</div>}
      <div className="mart-list__meta-content">
        {title && <div className="mart-list__title">{title}</div>}
        {description && <div className="mart-list__description">{description}</div>}
      </div>
    </div>
  );
}

export const List = Object.assign(ListRoot, { Item: Object.assign(ListItem, { Meta: ListItemMeta }) });

/** antd's Avatar: a round (or square) picture, or an icon or initials where there is none. */
export function Avatar({
  src,
  alt = '',
  icon,
  children,
  size = 32,
  shape = 'circle',
}: {
  src?: string | null;
  alt?: string;
  icon?: ReactNode;
  children?: ReactNode;
  size?: number;
  shape?: 'circle' | 'square';
}) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      className={`mart-avatar mart-avatar--${shape}`}
      style={{ width: size, height: size, fontSize: size / 2, lineHeight: `${size}px` }}
    >
      {src && !broken ? (
        <img src={src} alt={alt} onError={() => setBroken(true)} />
      ) : (
        <span className="mart-avatar__fallback" aria-hidden={alt === ''}>
          {icon ?? children}
        </span>
      )}
    </span>
  );
}

/** antd's Badge: a count in a red dot on the corner of its child (none at 0 unless `showZero`). */
export function Badge({
  count,
  children,
  showZero = false,
  overflowCount = 99,
  size = 'default',
  label,
}: {
  count: number;
  children?: ReactNode;
  showZero?: boolean;
  overflowCount?: number;
  size?: 'small' | 'default';
  /** read instead of the bare number */
  label?: string;
}) {
  const shown = count > 0 || showZero;
  return (
    <span className={`mart-badge${children ? '' : ' mart-badge--alone'}`}>
      {children}
      {shown && (
        <sup className={`mart-badge__count mart-badge__count--${size}`} aria-label={label}>
          {count > overflowCount ? `${overflowCount}+` : count}
        </sup>
      )}
    </span>
  );
}

/** antd's Statistic: a label over a large value (already formatted by the caller, through Intl). */
export function Statistic({ title, value, prefix }: { title: ReactNode; value: ReactNode; prefix?: ReactNode }) {
  const id = useId();
  return (
    <div className="mart-statistic" role="group" aria-labelledby={id}>
      <div className="mart-statistic__title" id={id}>
        {title}
      </div>
      <div className="mart-statistic__value">
        {prefix && <span className="mart-statistic__prefix">{prefix}</span>}
        {value}
      </div>
    </div>
  );
}

/** antd's Image without its preview: a picture at a size, lazily loaded. */
export function Image({
  src,
  alt,
  width,
  height,
  className,
  style,
}: {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <img
      className={`mart-image${className ? ` ${className}` : ''}`}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      style={style}
    />
  );
}

/** antd's Descriptions: label and value rows in a table (one column of pairs), small or bordered. */
function DescriptionsRoot({
  title,
  size = 'default',
  bordered = false,
  className,
  children,
}: {
  title?: ReactNode;
  /** antd's columns: the kit draws one pair a row at every width */
  column?: 1;
  size?: 'small' | 'default';
  bordered?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const cls = ['mart-descriptions', `mart-descriptions--${size}`, bordered && 'mart-descriptions--bordered', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cls}>
      {title && <div className="mart-descriptions__title">{title}</div>}
      <table>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
function DescriptionsItem({ label, children }: { label: ReactNode; children?: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}
export const Descriptions = Object.assign(DescriptionsRoot, { Item: DescriptionsItem });

export interface CollapseItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}
/** antd's Collapse: panels whose heads are buttons that open and close them (`details`/`summary`). */
export function Collapse({ items, defaultActiveKey = [] }: { items: CollapseItem[]; defaultActiveKey?: string[] }) {
  return (
    <div className="mart-collapse">
      {items.map((item) => (
        <details key={item.key} className="mart-collapse__panel" open={defaultActiveKey.includes(item.key)}>
          <summary className="mart-collapse__head">{item.label}</summary>
          <div className="mart-collapse__body">{item.children}</div>
        </details>
      ))}
    </div>
  );
}

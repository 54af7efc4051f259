import type { ReactNode } from 'react';
import type { Numeric } from '@mart/domain';
import { Button } from './controls/Button';
import { DeleteOutlined, MinusOutlined, PlusOutlined, ShoppingCartOutlined } from './controls/icons';
import { usePrice } from './usePrice';
import './cart.css';

/** What a stepper's buttons say, in the feature's own words; `remove` turns the minus at 1 into a remove button. */
export interface StepperLabels {
  decrease: string;
  increase: string;
  /** the count's own name ("Quantity 2"); without it the count is read as its number */
  value?: string;
  remove?: string;
}

/**
 * Minus, the count, plus (kit buttons joined as antd's were). The feature's handlers decide what a step does (limits,
 * removing the last one).
 */
export function QuantityStepper({
  value,
  onMinus,
  onPlus,
  labels,
  disabled = false,
}: {
  value: number;
  onMinus: () => void;
  onPlus: () => void;
  labels: StepperLabels;
  disabled?: boolean;
}) {
  const removes = labels.remove !== undefined && value <= 1;
  return (
    <span className="mart-stepper">
      <Button
        icon={removes ? <DeleteOutlined /> : <MinusOutlined />}
        onClick={onMinus}
        disabled={disabled}
        aria-label={removes ? labels.remove : labels.decrease}
      />
      <Button
        disabled
        className="mart-stepper__value"
        aria-live="polite"
        aria-label={labels.value}
        data-testid="line-quantity"
      >
        {value}
      </Button>
      <Button icon={<PlusOutlined />} onClick={onPlus} disabled={disabled} aria-label={labels.increase} />
    </span>
  );
}

/** A cart's lines: a list the drawer scrolls while its totals and button stay in view. */
export function CartLines({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="mart-cart-lines" aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One cart line: picture, title, what was chosen, the price and the stepper, then the line's actions (remove and
 * what the feature adds). `price` is an API amount, shown in the site's currency format.
 */
export function CartLine({
  picture,
  shape = 'square',
  title,
  details,
  price,
  stepper,
  actions,
  onRemove,
  removeLabel,
}: {
  picture: string;
  /** square (an item's photo, 56 px) or wide (a vehicle's, 64 × 40) */
  shape?: 'square' | 'wide';
  title: ReactNode;
  details?: ReactNode;
  price?: Numeric;
  stepper?: ReactNode;
  actions?: ReactNode;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const { major } = usePrice();
  const wide = shape === 'wide';
  return (
    <li className="mart-cart-line" data-testid="cart-line">
      <img
        className={`mart-cart-line__picture mart-cart-line__picture--${shape}`}
        src={picture}
        alt=""
        width={wide ? 64 : 56}
        height={wide ? 40 : 56}
      />
      <div className="mart-cart-line__body">
        <div className="mart-cart-line__title">{title}</div>
        {details && <div className="mart-cart-line__details">{details}</div>}
        <div className="mart-cart-line__foot">
          {price !== undefined && <strong>{major(price)}</strong>}
          {stepper}
        </div>
      </div>
      {(actions || onRemove) && (
        <div className="mart-cart-line__actions">
          {actions}
          {onRemove && (
            <Button variant="text" danger icon={<DeleteOutlined />} aria-label={removeLabel} onClick={onRemove} />
          )}
        </div>
      )}
    </li>
  );
}

export interface TotalRow {
  label: ReactNode;
  /** in major units, as the API gives it (a sum of minor units goes through fromMinor) */
  amount: Numeric;
  /** a discount is taken off (−), a tax on top (+) */
  sign?: '-' | '+';
  /** the sum to pay: bold, under a line */
  total?: boolean;
  testId?: string;
}

/** A cart's sums, each in the site's currency format (rounded to its decimals). */
export function CartTotals({ rows, testId }: { rows: TotalRow[]; testId?: string }) {
  const price = usePrice();
  return (
    <dl className="mart-cart-totals" data-testid={testId}>
      {rows.map((row, i) => (
        <div
          key={i}
          className={row.total ? 'mart-cart-totals__row mart-cart-totals__row--total' : 'mart-cart-totals__row'}
        >
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>
            {row.sign ? `${row.sign} ` : ''}
            {price.major(row.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An empty cart: its picture, what to say and the way back to shopping. */
export function CartEmpty({
  text,
  actionLabel,
  onAction,
  testId,
}: {
  text: string;
  actionLabel: string;
  onAction: () => void;
  testId?: string;
}) {
  return (
    <div className="mart-cart-empty" data-testid={testId}>
      <ShoppingCartOutlined className="mart-empty-icon" aria-hidden />
      <p className="mart-cart-empty__text">{text}</p>
      <Button variant="primary" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import './input.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> & {
  /** antd's sizes: 32 px (default) or 40 px */
  size?: 'middle' | 'large';
  invalid?: boolean;
  /** a unit or hint drawn inside the box after the text (a duration's "h") */
  suffix?: ReactNode;
};

/**
 * A text input that looks like antd's Input (border, radius, hover and focus ring from the tokens). Any input type:
 * text, number, datetime-local… A `suffix` wraps it in a box that draws the border around both.
 */
export function TextInput({ size = 'middle', invalid, suffix, className, ...input }: Props) {
  const cls = `mart-input${size === 'large' ? ' mart-input--large' : ''}${invalid ? ' mart-input--invalid' : ''}`;
  if (suffix === undefined)
    return (
      <input aria-invalid={invalid || undefined} {...input} className={`${cls}${className ? ` ${className}` : ''}`} />
    );
  return (
    <span className={`${cls} mart-input--affix${className ? ` ${className}` : ''}`}>
      <input aria-invalid={invalid || undefined} {...input} className="mart-input__inner" />
      <span className="mart-input__suffix">{suffix}</span>
    </span>
  );
}

import type { ComponentPropsWithRef } from 'react';
import './select.css';

export interface SelectOption {
  value: string | number;
  label: string;
}

type Props = Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange' | 'size'> & {
  value: string | undefined;
  options: SelectOption[];
  onChange: (value: string | undefined) => void;
  /** the first, empty choice (antd's placeholder, and allowClear's "nothing chosen"); omit for a required choice */
  placeholder?: string;
  size?: 'middle' | 'large';
};

/**
 * antd's Select drawn by the browser's own `<select>`: the box, arrow, radius and focus ring of antd's, and the
 * platform's list (a phone's picker, type-ahead, full keyboard and screen-reader support) for no script at all. The
 * value is always a string (the URL's, a form's); the placeholder option is the "nothing chosen" choice.
 */
export function Select({ value, options, onChange, placeholder, size = 'middle', className, ...select }: Props) {
  return (
    <select
      {...select}
      className={`mart-select${size === 'large' ? ' mart-select--large' : ''}${value ? '' : ' mart-select--empty'}${
        className ? ` ${className}` : ''
      }`}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

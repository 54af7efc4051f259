import type { ComponentPropsWithRef } from 'react';
import './input.css';
import './field.css';

type Props = Omit<ComponentPropsWithRef<'textarea'>, 'value'> & {
  value: string;
  /** antd's showCount: the typed length under the box, against `maxLength` when there is one */
  showCount?: boolean;
};

/**
 * antd's Input.TextArea with autoSize 2–4 rows (CSS `field-sizing`) and showCount: a native textarea in the kit's
 * input looks. The count is visible only: `maxlength` is what tells a screen reader the limit.
 */
export function TextArea({ showCount = false, className, value, maxLength, ...area }: Props) {
  const box = (
    <textarea
      {...area}
      value={value}
      maxLength={maxLength}
      className={`mart-input mart-textarea${className ? ` ${className}` : ''}`}
    />
  );
  if (!showCount) return box;
  return (
    <>
      {box}
      <span className="mart-textarea__count" aria-hidden="true">
        {maxLength === undefined ? value.length : `${value.length} / ${maxLength}`}
      </span>
    </>
  );
}

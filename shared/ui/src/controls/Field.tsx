import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import './field.css';

/**
 * antd's vertical Form.Item without antd: the label tied to its control (`htmlFor`), antd's red mark on a required
 * field, the help text and the error under the control. The control gets the id, `aria-describedby` (help, then
 * error), `aria-invalid` and `aria-required`, so a screen reader reads the error with the field when it is focused.
 */
export function Field({
  id,
  label,
  required = false,
  error,
  help,
  className,
  children,
}: {
  /** the control's id; one is made when absent */
  id?: string;
  label?: ReactNode;
  required?: boolean;
  /** shown under the control, and the control marked invalid */
  error?: string;
  help?: ReactNode;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const own = useId();
  const inputId = id ?? own;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mart-field${error ? ' mart-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      {label !== undefined && (
        // the mark is drawn by CSS, as antd's: it is not part of the field's name
        <label htmlFor={inputId} className={`mart-field__label${required ? ' mart-field__label--required' : ''}`}>
          {label}
        </label>
      )}
      {cloneElement(children, {
        id: inputId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      {help && (
        <div id={helpId} className="mart-field__help">
          {help}
        </div>
      )}
      {error && (
        <div id={errorId} className="mart-field__error">
          {error}
        </div>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import './choice.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * antd's Radio.Group over native radio buttons (one Tab stop, arrow keys between them — the browser's own): round
 * radios, or `buttons` for antd's button-style group (a segmented trip type or layout). A `radiogroup` named by
 * `label`.
 */
export function RadioGroup<V extends string>({
  label,
  value,
  options,
  onChange,
  buttons = false,
  vertical = false,
  name,
  className,
}: {
  label: string;
  value: V | undefined;
  options: RadioOption<V>[];
  onChange: (value: V) => void;
  buttons?: boolean;
  vertical?: boolean;
  name?: string;
  className?: string;
}) {
  const own = useId();
  const group = name ?? own;
  const kind = buttons ? 'mart-radio-buttons' : `mart-radios${vertical ? ' mart-radios--vertical' : ''}`;
  return (
    <div role="radiogroup" aria-label={label} className={`${kind}${className ? ` ${className}` : ''}`}>
      {options.map((o) => (
        <label key={o.value} className={buttons ? 'mart-radio-button' : 'mart-choice'}>
          <input
            type="radio"
            name={group}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
            className={buttons ? 'mart-visually-hidden' : 'mart-choice__box mart-choice__box--radio'}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

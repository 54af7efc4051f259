import './switch.css';

/**
 * antd's Switch as a native checkbox with `role="switch"` (Space toggles it, its label names it): the track and knob
 * are drawn by CSS at antd's 44 × 22. Disabled while what it shows is still loading (antd's `loading`).
 */
export function Switch({
  checked,
  onChange,
  disabled,
  'aria-label': label,
  'aria-describedby': describedBy,
  id,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  id?: string;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      aria-label={label}
      aria-describedby={describedBy}
      className="mart-switch"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

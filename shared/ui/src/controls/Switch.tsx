import './switch.css';

/**
 * antd's Switch as a native checkbox with `role="switch"` (Space toggles it, its label names it): the track and knob
 * are drawn by CSS at antd's 44 × 22.
 */
export function Switch({
  checked,
  onChange,
  'aria-label': label,
  id,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  'aria-label'?: string;
  id?: string;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      aria-label={label}
      className="mart-switch"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

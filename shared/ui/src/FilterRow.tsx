import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { Segmented, Select, Switch } from 'antd';
import './filter-row.css';

/** Whether the row's antd controls are drawn yet, or same-size plain boxes in their place. */
const ControlsShown = createContext(true);

/**
 * A search page's filter row and the results under it, drawn in three passes, each its own commit (style and layout
 * on a phone in three short tasks instead of one long one): the row's controls as same-size plain boxes (the row
 * wraps the same, nothing below moves), then the antd controls, then the results. `children` gets the results once
 * their pass has come (undefined before: draw their skeleton). The boxes' sizes are antd's, from the design tokens
 * (filter-row.css), so a page never writes a pixel size or a deferral of its own.
 */
export function FilterRow<T>({
  label,
  controls,
  results,
  children,
  'data-testid': testId,
}: {
  label: string;
  /** FilterSelect, FilterSwitch and FilterSegmented elements */
  controls: ReactNode;
  results: T | undefined;
  children: (results: T | undefined) => ReactNode;
  'data-testid'?: string;
}) {
  const shown = useDeferredValue(true, false);
  const list = useDeferredValue(shown ? results : undefined, undefined);
  return (
    <>
      <div className="mart-filter-row" role="group" aria-label={label} aria-busy={!shown} data-testid={testId}>
        <ControlsShown.Provider value={shown}>{controls}</ControlsShown.Provider>
      </div>
      {children(list)}
    </>
  );
}

interface Option {
  value: string | number;
  label: string;
}

/** A filter's select, cleared to "any": its value is the URL's string. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: Option[];
  onChange: (value: string | undefined) => void;
}) {
  if (!useContext(ControlsShown)) return <span className="mart-skeleton mart-filter-box--select" />;
  return (
    <Select
      allowClear
      aria-label={label}
      placeholder={label}
      className="mart-filter-select"
      value={value}
      onChange={onChange}
      options={options.map((o) => ({ ...o, value: String(o.value) }))}
    />
  );
}

/** An on/off filter with its label beside it. */
export function FilterSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const shown = useContext(ControlsShown);
  return (
    <label className="mart-filter-switch">
      {shown ? (
        <Switch aria-label={label} checked={checked} onChange={onChange} />
      ) : (
        <span className="mart-skeleton mart-filter-box--switch" />
      )}
      {label}
    </label>
  );
}

/** A choice among a few (a layout, a view): its box is as wide as its labels. */
export function FilterSegmented<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  if (!useContext(ControlsShown))
    return (
      <span className="mart-skeleton mart-filter-box--segmented">
        {options.map((o) => (
          <span key={o.value}>{o.label}</span>
        ))}
      </span>
    );
  return <Segmented<V> aria-label={label} value={value} onChange={onChange} options={options} />;
}

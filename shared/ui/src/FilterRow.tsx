import { useDeferredValue, type ReactNode } from 'react';
import { RadioGroup } from './controls/RadioGroup';
import { Select } from './controls/Select';
import { Switch } from './controls/Switch';
import './filter-row.css';

/**
 * A search page's filter row and the results under it. The controls are the kit's (native select, checkbox switch,
 * radio buttons: no antd on a search page's first screen); the results come in their own commit after the row (style
 * and layout on a phone in two short tasks instead of one long one). `children` gets the results once their pass has
 * come (undefined before: draw their skeleton).
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
        {controls}
      </div>
      {children(list)}
    </>
  );
}

interface Option {
  value: string | number;
  label: string;
}

/** A filter's select, cleared to "any" (its first choice, named after the filter): its value is the URL's string. */
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
  return (
    <Select
      aria-label={label}
      placeholder={label}
      className="mart-filter-select"
      value={value}
      onChange={onChange}
      options={options}
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
  return (
    <label className="mart-filter-switch">
      <Switch aria-label={label} checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

/** A choice among a few (a layout, a view): antd's Segmented as joined radio buttons. */
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
  return <RadioGroup<V> buttons label={label} value={value} onChange={onChange} options={options} />;
}

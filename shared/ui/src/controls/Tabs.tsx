import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Tabs as antd draws them (a line under the active label), by the ARIA tabs pattern: one tab in the Tab order (roving
 * tabindex), arrow keys move and activate (Home/End to the ends; right/left follow the reading direction), each
 * panel labelled by its tab. Only the active panel is rendered, as antd does until a tab is first opened.
 */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  className,
  'aria-label': label,
}: {
  items: TabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  className?: string;
  'aria-label'?: string;
}) {
  const id = useId();
  const [own, setOwn] = useState(defaultActiveKey ?? items[0]?.key);
  const active = activeKey ?? own;
  const list = useRef<HTMLDivElement>(null);
  const select = (key: string) => {
    if (activeKey === undefined) setOwn(key);
    onChange?.(key);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((i) => i.key === active);
    // the page's direction (the html element's dir, or a widget's own)
    const rtl = e.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    let next: number | undefined;
    if (step !== undefined) next = (at + step + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    const key = items[next]?.key;
    if (key === undefined) return;
    select(key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const current = items.find((i) => i.key === active);
  return (
    <div className={`mart-tabs${className ? ` ${className}` : ''}`}>
      <div className="mart-tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {items.map((i) => {
          const on = i.key === active;
          return (
            <button
              key={i.key}
              type="button"
              role="tab"
              id={`${id}-tab-${i.key}`}
              aria-selected={on}
              aria-controls={`${id}-panel-${i.key}`}
              tabIndex={on ? 0 : -1}
              className="mart-tabs__tab"
              onClick={() => select(i.key)}
            >
              {i.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
          className="mart-tabs__panel"
        >
          {current.children}
        </div>
      )}
    </div>
  );
}

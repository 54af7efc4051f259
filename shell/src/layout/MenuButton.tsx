import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type MenuEntry =
  | {
      key: string;
      label: ReactNode;
      onSelect: () => void;
      danger?: boolean;
      /** the current choice (a tick; the button's own label names it for screen readers) */
      current?: boolean;
      lang?: string;
    }
  | { key: string; divider: true };

interface Props {
  items: MenuEntry[];
  /** the trigger's content and attributes */
  children: ReactNode;
  className?: string;
  'aria-label': string;
  'data-testid'?: string;
  block?: boolean;
}

/**
 * A button that opens a menu (WAI-ARIA menu button): the header's account and language menus, without antd, so the
 * header paints before any antd code has arrived. Arrow keys, Home/End move, Escape closes and returns the focus,
 * Tab or a click elsewhere closes.
 */
export function MenuButton({ items, children, className, block, ...aria }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const entries = items.filter((i): i is Extract<MenuEntry, { onSelect: unknown }> => !('divider' in i));

  const buttons = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const start = Math.max(
      0,
      entries.findIndex((e) => e.current),
    );
    buttons()[start]?.focus();
    const away = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
    // the focus moves once per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const move = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    e.preventDefault();
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    <span ref={wrap} className={`mart-menu${block ? ' mart-menu--block' : ''}`}>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
        {...aria}
      >
        {children}
      </button>
      {open && (
        <ul
          ref={list}
          id={id}
          role="menu"
          aria-label={aria['aria-label']}
          className="mart-menu__list"
          onKeyDown={onMenuKey}
        >
          {items.map((item) =>
            'divider' in item ? (
              <li key={item.key} role="separator" className="mart-menu__divider" />
            ) : (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  lang={item.lang}
                  className={`mart-menu__item${item.danger ? ' mart-menu__item--danger' : ''}${item.current ? ' mart-menu__item--current' : ''}`}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                  {item.current && (
                    <span aria-hidden="true" className="mart-menu__tick">
                      ✓
                    </span>
                  )}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </span>
  );
}

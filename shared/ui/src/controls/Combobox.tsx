import { useTranslation } from '@mart/i18n';
import { useId, useState, type KeyboardEvent } from 'react';
import './input.css';
import './combobox.css';

export interface ComboOption {
  value: string;
  label: string;
}

/**
 * antd's AutoComplete by the ARIA combobox pattern: a text box (`role="combobox"`) with a list of suggestions under
 * it (`listbox` / `option`). Typing calls `onText` (the caller fetches suggestions); ↓/↑ move through them, Enter
 * picks, Escape closes; a click picks too. The clear button empties the box and calls `onClear`.
 */
export function Combobox({
  id,
  label,
  placeholder,
  text,
  options,
  onText,
  onPick,
  onClear,
  activeFirst = false,
  describedBy,
  className,
}: {
  id?: string;
  label: string;
  placeholder?: string;
  text: string;
  options: ComboOption[];
  onText: (text: string) => void;
  onPick: (option: ComboOption) => void;
  onClear?: () => void;
  /** a picker's search (antd Select's): once something is typed, the first match is active, so Enter takes it */
  activeFirst?: boolean;
  /** what the box's text does not say, e.g. the choice a picker holds while its box is empty for typing */
  describedBy?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const own = useId();
  const inputId = id ?? own;
  const listId = `${inputId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && options.length > 0;
  const current = active >= 0 ? active : activeFirst && text ? 0 : -1;
  const pick = (o: ComboOption) => {
    setOpen(false);
    setActive(-1);
    onPick(o);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (e.key === 'Enter' && shown && options[current]) {
      e.preventDefault();
      pick(options[current]);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
    }
  };
  return (
    <span className={`mart-combobox${className ? ` ${className}` : ''}`}>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && current >= 0 ? `${listId}-${current}` : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        className="mart-input mart-combobox__input"
        value={text}
        onChange={(e) => {
          setOpen(true);
          setActive(-1);
          onText(e.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {text && onClear && (
        <button
          type="button"
          className="mart-search__clear"
          aria-label={t('controls.clear')}
          onClick={() => {
            onText('');
            onClear();
          }}
        >
          ×
        </button>
      )}
      <ul id={listId} role="listbox" aria-label={label} className="mart-combobox__list" hidden={!shown}>
        {/* drawn while shown only: a form's pickers need no hidden lists on its first render */}
        {shown &&
          options.map((o, i) => (
            <li
              key={o.value}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              className="mart-combobox__option"
              // mousedown, not click: the input keeps the focus, so its blur does not close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                pick(o);
              }}
            >
              {o.label}
            </li>
          ))}
      </ul>
    </span>
  );
}

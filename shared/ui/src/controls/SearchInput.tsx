import { useTranslation } from '@mart/i18n';
import { useState, type FormEvent } from 'react';
import { TextInput } from './TextInput';
import './input.css';

/**
 * antd's Input.Search: a search box with its button joined to it; Enter or the button searches, the clear button
 * (when there is text) empties it and searches for everything again. A `form role=search`, so screen readers list it
 * as a landmark and Enter submits without a key handler.
 */
export function SearchInput({
  label,
  placeholder,
  defaultValue = '',
  onSearch,
  className,
}: {
  label: string;
  placeholder?: string;
  defaultValue?: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultValue);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      aria-label={label}
      className={`mart-search${className ? ` ${className}` : ''}`}
      onSubmit={submit}
    >
      <span className="mart-search__box">
        <TextInput
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="mart-search__input"
        />
        {text && (
          <button
            type="button"
            className="mart-search__clear"
            aria-label={t('controls.clear')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            ×
          </button>
        )}
      </span>
      <button type="submit" className="mart-search__button" aria-label={t('controls.search')}>
        <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
          <path d="M909.6 854.5 649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0 0 11.6 0l43.6-43.5a8.2 8.2 0 0 0 0-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z" />
        </svg>
      </button>
    </form>
  );
}

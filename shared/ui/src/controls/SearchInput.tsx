import { useTranslation } from '@mart/i18n';
import { useState, type FormEvent } from 'react';
import { SearchOutlined } from './icons';
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
        <SearchOutlined />
      </button>
    </form>
  );
}

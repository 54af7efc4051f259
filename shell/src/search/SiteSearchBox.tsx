import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { navigate, SearchOutlined } from '@mart/ui';
import { foundLinks, searchHref, type FoundLink } from './search-links';
import { useSiteSearch } from './useSiteSearch';
import './site-search.css';

/** Suggestions per group while typing. */
const SUGGESTIONS = 4;
/** A pause in typing this long asks for suggestions. */
const DEBOUNCE_MS = 250;

/**
 * The header's site search (issue 41): a search form whose field is a combobox with a listbox of suggestions (ARIA
 * APG "combobox with listbox popup", list autocomplete): ↓/↑ move through the suggestions, Enter opens the active
 * one or the results page, Escape closes the list (a second Escape clears the field). Plain elements, no antd: it
 * paints with the header.
 */
export function SiteSearchBox() {
  const { t } = useTranslation();
  const module = useBusValue('module');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // the answer is kept while the list is closed: ↓ opens it again at once
  const { state } = useSiteSearch(q, SUGGESTIONS, DEBOUNCE_MS);
  const id = useId();
  const listId = `${id}-list`;
  const inputId = `${id}-input`;

  const options: FoundLink[] = useMemo(() => {
    if (state.status !== 'done') return [];
    const g = foundLinks(state.result, module?.module_type);
    return [...g.items, ...g.stores, ...g.vehicles];
  }, [state, module?.module_type]);
  const expanded = open && q.trim() !== '' && options.length > 0;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    navigate(href);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) go(searchHref(q));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const last = options.length - 1;
      // wraps round, as the APG example does
      setActive((a) => (e.key === 'ArrowDown' ? (a >= last ? 0 : a + 1) : a <= 0 ? last : a - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && options[active]) {
      e.preventDefault();
      go(options[active]!.href);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (q) {
        e.preventDefault();
        setQ('');
      }
    }
  };

  const kindLabel = (kind: FoundLink['kind']) =>
    t(kind === 'item' ? 'siteSearch.items' : kind === 'store' ? 'siteSearch.stores' : 'siteSearch.vehicles');

  return (
    <form role="search" className="mart-site-search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="mart-visually-hidden">
        {t('siteSearch.label')}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        className="mart-site-search__input"
        placeholder={t('siteSearch.placeholder')}
        maxLength={100}
        value={q}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        data-testid="site-search-input"
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => q && setOpen(true)}
      />
      <button type="submit" className="mart-hb mart-hb--icon" aria-label={t('siteSearch.submit')}>
        <SearchOutlined />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('siteSearch.suggestions')}
        className="mart-site-search__list"
        hidden={!expanded}
      >
        {options.map((o, i) => (
          <li
            key={o.key}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className="mart-site-search__option"
            // keep the focus in the field (a click would blur it and close the list first)
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(o.href)}
          >
            <span className="mart-site-search__name">{o.name}</span>
            <span className="mart-site-search__kind">
              {o.by ? `${kindLabel(o.kind)} · ${o.by}` : kindLabel(o.kind)}
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}

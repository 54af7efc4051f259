import { useEffect, useState, type FormEvent } from 'react';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { linkClick, navigate, PageSkeleton, StatusPanel } from '@mart/ui';
import { useLocationValue } from '../state/usePathname';
import { foundLinks, searchHref, type FoundLink } from './search-links';
import { useSiteSearch } from './useSiteSearch';
import './search-page.css';

const readQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';

/** One group of results: a heading and its links (none shown when empty). */
function Group({ title, links }: { title: string; links: FoundLink[] }) {
  if (!links.length) return null;
  return (
    <section className="mart-search-page__group" aria-label={title}>
      <h2>{title}</h2>
      <ul className="mart-search-page__list">
        {links.map((l) => (
          <li key={l.key} className="mart-search-page__card">
            {l.image && <img src={l.image} alt="" width={56} height={56} loading="lazy" />}
            <span>
              <a href={l.href} onClick={linkClick}>
                {l.name}
              </a>
              {l.by && <span className="mart-search-page__by">{l.by}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /search?q= (issue 41): the selected module's stores, items and vehicles for the query, grouped; its own form so a
 * phone (no header box) and a changed mind search again. The query lives in the address.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const module = useBusValue('module');
  const q = useLocationValue(readQuery);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const { state, retry } = useSiteSearch(module ? q : '', 20, 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) navigate(searchHref(text));
  };

  let body;
  if (!module) body = <StatusPanel status="info" title={t('siteSearch.noModule')} />;
  else if (!q.trim()) body = <p className="mart-search-page__hint">{t('siteSearch.start')}</p>;
  else if (state.status === 'offline')
    body = (
      <StatusPanel
        status="warning"
        title={t('siteSearch.offline')}
        action={{ label: t('siteSearch.retry'), onClick: retry }}
      />
    );
  else if (state.status === 'error')
    body = (
      <StatusPanel
        status="500"
        title={t('siteSearch.error')}
        text={t('errors.generic')}
        error={state.error}
        action={{ label: t('siteSearch.retry'), onClick: retry }}
      />
    );
  else if (state.status !== 'done') body = <PageSkeleton rows={4} />;
  else {
    const g = foundLinks(state.result, module.module_type);
    const count = g.stores.length + g.items.length + g.vehicles.length;
    body =
      count === 0 ? (
        <StatusPanel status="info" title={t('siteSearch.empty', { q })} text={t('siteSearch.emptyHint')} />
      ) : (
        <>
          <p role="status" className="mart-search-page__count">
            {t('siteSearch.found', { count })}
          </p>
          <Group title={t('siteSearch.items')} links={g.items} />
          <Group title={t('siteSearch.stores')} links={g.stores} />
          <Group title={t('siteSearch.vehicles')} links={g.vehicles} />
        </>
      );
  }

  return (
    <div className="mart-search-page">
      <h1>{q.trim() ? t('siteSearch.resultsFor', { q: q.trim() }) : t('siteSearch.title')}</h1>
      <form role="search" className="mart-search-page__form" action="/search" method="get" onSubmit={submit}>
        <label htmlFor="mart-search-page-q">{t('siteSearch.label')}</label>
        <span className="mart-search-page__row">
          <input
            id="mart-search-page-q"
            name="q"
            type="search"
            maxLength={100}
            value={text}
            placeholder={t('siteSearch.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="mart-hb mart-hb--primary">
            {t('siteSearch.submit')}
          </button>
        </span>
      </form>
      {body}
    </div>
  );
}

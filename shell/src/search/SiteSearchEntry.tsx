import { useTranslation } from '@mart/i18n';
import { linkClick, SearchOutlined } from '@mart/ui';
import { SiteSearchBox } from './SiteSearchBox';

/** The header's way into the site search: the box on a wide screen, a link to the search page on a phone. */
export function SiteSearchEntry({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  if (wide) return <SiteSearchBox />;
  return (
    <a className="mart-hb mart-hb--icon" href="/search" onClick={linkClick} aria-label={t('siteSearch.title')}>
      <SearchOutlined />
    </a>
  );
}

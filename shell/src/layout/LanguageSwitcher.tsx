import { lazy, Suspense, useState } from 'react';
import { useBusValue } from '@mart/bus';
import { LANGUAGES, localeOf, useTranslation } from '@mart/i18n';
import { GlobalOutlined } from '@mart/ui';
import { MenuButton } from './MenuButton';

// the dialog's code (and antd's) is fetched on the first choice, not with the header
const LanguageDialog = lazy(() => import('./LanguageDialog').then((m) => ({ default: m.LanguageDialog })));

/** SPEC §4: confirm, store language and country, reload. One question at a time: a new choice replaces it. */
export function LanguageSwitcher({ block }: { block?: boolean }) {
  const { t } = useTranslation();
  const language = useBusValue('language');
  const [asking, setAsking] = useState<{ code: string; label: string } | null>(null);
  const current = LANGUAGES.find((l) => l.code === language);
  return (
    <>
      <MenuButton
        data-testid="language-switcher"
        aria-label={`${t('nav.language')}: ${current?.label ?? language}`}
        className={`mart-hb mart-hb--default${block ? ' mart-hb--block' : ''}`}
        block={block}
        items={LANGUAGES.map((l) => ({
          key: l.code,
          label: l.label,
          lang: localeOf(l.code),
          current: l.code === language,
          onSelect: () => {
            if (l.code !== language) setAsking({ code: l.code, label: l.label });
          },
        }))}
      >
        <GlobalOutlined />
        <span>{current?.label ?? language}</span>
      </MenuButton>
      {asking && (
        <Suspense fallback={null}>
          <LanguageDialog key={asking.code} code={asking.code} label={asking.label} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </>
  );
}

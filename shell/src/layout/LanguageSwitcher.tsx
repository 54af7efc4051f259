import { useBusValue } from '@mart/bus';
import { LANGUAGES, localeOf, useTranslation } from '@mart/i18n';
import { GlobalOutlined } from '@mart/ui';
import { MenuButton } from './MenuButton';

/** SPEC §4: confirm, store language and country, reload; the dialog's code is fetched on the click. */
function changeLanguage(code: string, label: string): void {
  void import('./confirm-dialogs').then((m) => m.confirmLanguage(code, label));
}

export function LanguageSwitcher({ block }: { block?: boolean }) {
  const { t } = useTranslation();
  const language = useBusValue('language');
  const current = LANGUAGES.find((l) => l.code === language);
  return (
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
          if (l.code !== language) changeLanguage(l.code, l.label);
        },
      }))}
    >
      <GlobalOutlined />
      <span>{current?.label ?? language}</span>
    </MenuButton>
  );
}

import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useBusValue } from '@mart/bus';
import { LANGUAGES, useTranslation } from '@mart/i18n';

/** SPEC §4: confirm, store language and country, reload; the dialog's code is fetched on the click. */
function changeLanguage(code: string, label: string): void {
  void import('./confirm-dialogs').then((m) => m.confirmLanguage(code, label));
}

export function LanguageSwitcher({ block }: { block?: boolean }) {
  const { t } = useTranslation();
  const language = useBusValue('language');
  const current = LANGUAGES.find((l) => l.code === language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: current ? [current.code] : [],
        items: LANGUAGES.map((l) => ({ key: l.code, label: l.label, lang: l.code === 'kz' ? 'kk' : l.code })),
        onClick: ({ key }) => {
          const lang = LANGUAGES.find((l) => l.code === key);
          if (lang && lang.code !== language) changeLanguage(lang.code, lang.label);
        },
      }}
    >
      <Button
        data-testid="language-switcher"
        aria-label={`${t('nav.language')}: ${current?.label ?? language}`}
        icon={<GlobalOutlined />}
        block={block}
      >
        {current?.label ?? language}
      </Button>
    </Dropdown>
  );
}

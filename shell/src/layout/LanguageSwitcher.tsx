import { Button, Dropdown, Modal } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { bus, useBusValue } from '@mart/bus';
import { LANGUAGES, i18n, useTranslation } from '@mart/i18n';

/** SPEC §4: confirm, store language and country, reload. */
export function changeLanguage(code: string, label: string): void {
  const t = i18n.t;
  Modal.confirm({
    title: t('language.title'),
    content: t('language.confirm', { lang: label }),
    okText: t('language.yes'),
    cancelText: t('language.no'),
    onOk: () => {
      bus.set('language', code);
      window.location.reload();
    },
  });
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

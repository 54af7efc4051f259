import { Modal, Select } from 'antd';
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
  return (
    <Select
      aria-label={t('nav.language')}
      data-testid="language-switcher"
      value={LANGUAGES.some((l) => l.code === language) ? language : 'en'}
      suffixIcon={<GlobalOutlined />}
      style={{ minWidth: block ? '100%' : 120 }}
      options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
      onChange={(code) => {
        const lang = LANGUAGES.find((l) => l.code === code);
        if (lang) changeLanguage(lang.code, lang.label);
      }}
    />
  );
}

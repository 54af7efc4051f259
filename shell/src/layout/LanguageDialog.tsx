import { useState } from 'react';
import { bus } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { asWidget } from '@mart/runtime';
import { Modal } from '@mart/ui';

/**
 * SPEC §4 language confirm: Yes stores the language and country (the bus; state/persisted.ts writes them) and
 * reloads; No keeps the page as it is. A dialog of the shell's own tree, with its antd styles in before it shows:
 * the static confirm it replaces took one click of Yes and ignored every later one, so a first click that did not
 * end in a reload left the dialog open for good (issue 40.10). Here every click of Yes asks again.
 */
function LanguageDialogContent({ code, label, onClose }: { code: string; label: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const yes = () => {
    setReloading(true);
    bus.set('language', code);
    window.location.reload();
  };
  return (
    <Modal
      open
      centered
      width={416}
      title={t('language.title')}
      okText={t('language.yes')}
      cancelText={t('language.no')}
      okButtonProps={{ loading: reloading }}
      onOk={yes}
      onCancel={onClose}
    >
      {t('language.confirm', { lang: label })}
    </Modal>
  );
}

/** Lazily loaded from the antd-free header tree, so it brings its own antd configuration. */
export const LanguageDialog = asWidget(LanguageDialogContent);

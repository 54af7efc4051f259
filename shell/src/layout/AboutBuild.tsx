import { useState } from 'react';
import { useTranslation } from '@mart/i18n';
import { lazyModal } from '@mart/runtime';

// the dialog (antd) loads on the first click: the footer itself is plain
const AboutBuildModal = lazyModal(
  () => import('./AboutBuildModal').then((m) => m.AboutBuildModal),
  (p: { open: boolean }) => p.open,
);

/** Operators (and support) see which build of every remote this page runs. */
export function AboutBuild() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="mart-hb mart-hb--link" onClick={() => setOpen(true)} data-testid="about-build">
        {t('about.title')}
      </button>
      <AboutBuildModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

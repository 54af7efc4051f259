import { useMemo, useState } from 'react';
import { useTranslation } from '@mart/i18n';
import { Button } from '@mart/ui';
import { sanitizeHtml } from './sanitize-html';
import './description.css';

/** SPEC §2: HTML description, sanitised, clamped to 70 px with read more. */
export function Description({ html }: { html: string }) {
  const { t } = useTranslation('vehicle');
  const [open, setOpen] = useState(false);
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div>
      <div
        data-testid="vehicle-description"
        className={open ? 'vehicle-description' : 'vehicle-description vehicle-description--clamped'}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      <Button variant="link" size="small" className="mart-p-0" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('detail.readLess') : t('detail.readMore')}
      </Button>
    </div>
  );
}

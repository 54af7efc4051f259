import { useId, useMemo, useState } from 'react';
import { htmlTextOf, readMoreCut } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Button } from '@mart/ui';
import { sanitizeHtml } from './sanitize-html';
import './description.css';

/**
 * SPEC §2: HTML description, sanitised, clamped to 70 px with read more; §9: the Read more only for a text longer
 * than the read-more limit (70 characters): a short description is shown whole, with no button that does nothing.
 */
export function Description({ html }: { html: string }) {
  const { t } = useTranslation('vehicle');
  const [open, setOpen] = useState(false);
  const id = useId();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const long = readMoreCut(htmlTextOf(clean)) !== null;
  return (
    <div>
      <div
        id={id}
        data-testid="vehicle-description"
        className={!long || open ? 'vehicle-description' : 'vehicle-description vehicle-description--clamped'}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {long && (
        <Button
          variant="link"
          size="small"
          className="mart-p-0"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? t('detail.readLess') : t('detail.readMore')}
        </Button>
      )}
    </div>
  );
}

import { useTranslation } from '@mart/i18n';
import { Button } from '@mart/ui';
import { useState } from 'react';

/** Text cut at `limit` characters with a Read more toggle (SPEC §9: item description 130). */
export function ReadMore({ text, limit }: { text: string; limit: number }) {
  const { t } = useTranslation('store');
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const long = text.length > limit;
  return (
    <p className="mart-m-0">
      {long && !open ? `${text.slice(0, limit)}…` : text}{' '}
      {long && (
        <Button variant="link" size="small" className="mart-p-0" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('common.readLess') : t('common.readMore')}
        </Button>
      )}
    </p>
  );
}

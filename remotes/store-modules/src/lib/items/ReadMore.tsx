import { READ_MORE_LIMIT, readMoreCut } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Button } from '@mart/ui';
import { useId, useState } from 'react';

/** Text cut at `limit` characters with a Read more toggle (SPEC §9: 70 by default, an item's description 130). */
export function ReadMore({ text, limit = READ_MORE_LIMIT }: { text: string; limit?: number }) {
  const { t } = useTranslation('store');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const cut = readMoreCut(text, limit);
  return (
    <p className="mart-m-0">
      <span id={id}>{cut !== null && !open ? cut : text}</span>{' '}
      {cut !== null && (
        <Button
          variant="link"
          size="small"
          className="mart-p-0"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={id}
        >
          {open ? t('common.readLess') : t('common.readMore')}
        </Button>
      )}
    </p>
  );
}

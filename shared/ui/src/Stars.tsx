import { useTranslation } from '@mart/i18n';
import { RATING_PRECISION } from '@mart/domain';

/**
 * A read-only star rating, drawn by CSS (plain.css `.mart-stars`). antd's Rate is a radio group of five stars with
 * two icons each, per card: a list of cards paid for hundreds of them. Shown to the half star, as Rate's allowHalf.
 */
export function Stars({ value }: { value: number }) {
  const { t } = useTranslation();
  const shown = Math.round(Math.min(5, Math.max(0, value)) / RATING_PRECISION) * RATING_PRECISION;
  return (
    <span className="mart-stars" role="img" aria-label={t('rating', { value: shown })}>
      <span className="mart-stars__on" style={{ width: `${(shown / 5) * 100}%` }} />
    </span>
  );
}

import { useTranslation } from '@mart/i18n';

/** antd's sizes for what the filter row holds: a select (its width set by the row), a switch, a segmented item */
const SELECT = { width: 150, height: 32, borderRadius: 10 };
const SWITCH = { width: 44, height: 22, borderRadius: 11 };

/**
 * The search page's filter row while its antd controls render: the same boxes in the same order and sizes (seven
 * filter selects, the air-conditioning switch with its label, the sort select, the layout switcher), so the row
 * wraps the same and nothing below it moves when the controls take their place.
 */
export function SearchFiltersPlaceholder() {
  const { t } = useTranslation('vehicle');
  const select = (i: number) => <span key={i} className="mart-skeleton" style={SELECT} />;
  return (
    <div
      aria-hidden
      data-testid="search-filters-placeholder"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '16px 0', alignItems: 'center' }}
    >
      {[0, 1, 2, 3, 4, 5, 6].map(select)}
      <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <span className="mart-skeleton" style={SWITCH} />
        {t('filters.ac')}
      </span>
      {select(7)}
      <span className="mart-skeleton" style={{ display: 'inline-flex', padding: 2, borderRadius: 10 }}>
        {(['column', 'row', 'wide'] as const).map((l) => (
          <span key={l} style={{ padding: '0 11px', lineHeight: '28px', visibility: 'hidden' }}>
            {t(`layout.${l}`)}
          </span>
        ))}
      </span>
    </div>
  );
}

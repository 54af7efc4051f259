import { useTranslation } from '@mart/i18n';
import type { Diet } from './home-queries';

const OPTIONS: { value: Diet; label: string }[] = [
  { value: 'all', label: 'home.all' },
  { value: 'veg', label: 'badge.veg' },
  { value: 'non_veg', label: 'badge.nonVeg' },
];

/** All / veg / non-veg for a food home: native radios drawn as a segmented control (plain HTML, first paint). */
export function DietSwitch({ value, onChange }: { value: Diet; onChange: (diet: Diet) => void }) {
  const { t } = useTranslation('store');
  return (
    <fieldset className="diet-switch">
      <legend className="mart-visually-hidden">{t('home.diet')}</legend>
      {OPTIONS.map((o) => (
        <label key={o.value} className="diet-switch__option">
          <input
            type="radio"
            name="diet"
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span>{t(o.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

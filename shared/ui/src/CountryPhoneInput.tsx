import { useMemo, useState } from 'react';
import { Input, Select, Space } from 'antd';
import { COUNTRIES, countryPickerOn, defaultCountry, nationalDigits, splitPhone, type Country } from '@mart/domain';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import './inputs.css';

/** The page language as Intl knows it (the storefront's 'kz' is ISO 639 'kk'). */
const intlLanguage = (language: string) => (language === 'kz' ? 'kk' : language);

/** Country names in the page language, from the browser's own data (nothing to translate or ship). */
function useCountryNames(): (iso: string) => string {
  const language = useBusValue('language');
  return useMemo(() => {
    try {
      const names = new Intl.DisplayNames([intlLanguage(language), 'ru'], { type: 'region' });
      return (iso: string) => names.of(iso) ?? iso;
    } catch {
      return (iso: string) => iso;
    }
  }, [language]);
}

export interface CountryPhoneInputProps {
  country: Country;
  onCountryChange: (country: Country) => void;
  /** config.country_picker_status 1: a searchable picker; otherwise the country's code, fixed */
  picker: boolean;
  id?: string;
  name?: string;
  value?: string;
  placeholder?: string;
  onChange?: (e: { target: { value: string } }) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
}

/**
 * A phone as its country's code and the national number (SPEC §9 country picker). The field's value is the
 * national number's digits; `internationalPhone` (@mart/domain) joins the two for the API. The picker is a labelled,
 * searchable combobox (type a country's name or code), the number a plain tel input the form's label names.
 */
export function CountryPhoneInput({ country, onCountryChange, picker, ...input }: CountryPhoneInputProps) {
  const { t } = useTranslation('common');
  const nameOf = useCountryNames();
  const { onChange, ...rest } = input;
  // a number typed or pasted whole ('+996 555…') picks its country and leaves the national part in the field;
  // a '+' with too few digits to name a country yet stays as typed
  const change = (text: string) => {
    const typed = text.trim();
    if (picker && typed.startsWith('+')) {
      const digits = nationalDigits(typed);
      const match = COUNTRIES.some((c) => digits.startsWith(c.dial.slice(1)));
      if (!match) return onChange?.({ target: { value: `+${digits}` } });
      const split = splitPhone(typed, country);
      if (split.country.iso !== country.iso) onCountryChange(split.country);
      return onChange?.({ target: { value: split.national } });
    }
    onChange?.({ target: { value: nationalDigits(typed) } });
  };
  const field = (
    <Input
      type="tel"
      inputMode={picker ? 'tel' : 'numeric'}
      autoComplete="tel-national"
      {...rest}
      onChange={(e) => change(e.target.value)}
    />
  );
  if (!picker)
    return (
      <Space.Compact block>
        <Space.Addon>{country.dial}</Space.Addon>
        {field}
      </Space.Compact>
    );
  return (
    <Space.Compact block>
      <Select
        aria-label={t('phone.countryCode')}
        showSearch={{ optionFilterProp: 'label' }}
        value={country.iso}
        onChange={(iso: string) => {
          const next = COUNTRIES.find((c) => c.iso === iso);
          if (next) onCountryChange(next);
        }}
        options={COUNTRIES.map((c) => ({ value: c.iso, label: `${nameOf(c.iso)} ${c.dial}` }))}
        labelRender={() => `${country.iso} ${country.dial}`}
        popupMatchSelectWidth={240}
        className="mart-phone__country"
        data-testid="country-code"
      />
      {field}
    </Space.Compact>
  );
}

/**
 * The phone country of a form: the picker's state when config.country_picker_status is 1, the site's country
 * (Kazakhstan when it names none) otherwise.
 */
export function usePhoneCountry(): { picker: boolean; country: Country; setCountry: (c: Country) => void } {
  const config = useBusValue('config');
  const [picked, setCountry] = useState<Country | null>(null);
  const picker = countryPickerOn(config);
  return { picker, country: (picker && picked) || defaultCountry(config), setCountry };
}

import { useEffect, useId, useMemo, useState, type ComponentPropsWithRef } from 'react';
import {
  COUNTRIES,
  countryPickerOn,
  defaultCountry,
  internationalPhone,
  nationalDigits,
  phoneRuleOf,
  splitPhone,
  type Country,
  type PhoneRule,
} from '@mart/domain';
import { useBusValue } from '@mart/bus';
import { localeOf, useTranslation } from '@mart/i18n';
import { Combobox } from './controls/Combobox';
import './controls/input.css';
import './inputs.css';

/**
 * Country names in the page language, from the browser's own data (nothing to translate or ship). Made on the first
 * name asked for: the browser loads its region names then, ~10 ms of a phone's main thread.
 */
function useCountryNames(): (iso: string) => string {
  const language = useBusValue('language');
  return useMemo(() => {
    let names: Intl.DisplayNames | null | undefined;
    return (iso: string) => {
      if (names === undefined) {
        try {
          names = new Intl.DisplayNames([localeOf(language), 'ru'], { type: 'region' });
        } catch {
          names = null;
        }
      }
      return names?.of(iso) ?? iso;
    };
  }, [language]);
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value' | 'type'>;

export interface CountryPhoneInputProps extends InputProps {
  country: Country;
  onCountryChange: (country: Country) => void;
  /** config.country_picker_status 1: a searchable picker; otherwise the country's code, fixed */
  picker: boolean;
  value?: string;
  onChange?: (e: { target: { value: string } }) => void;
}

/**
 * A phone as its country's code and the national number (SPEC §9 country picker). The field's value is the
 * national number's digits; `internationalPhone` (@mart/domain) joins the two for the API. The picker is a labelled,
 * searchable combobox (type a country's name or code, Enter takes the first match), the number a plain tel input
 * the form's label names; with the picker off the code is a fixed prefix box.
 */
export function CountryPhoneInput({
  country,
  onCountryChange,
  picker,
  onChange,
  className,
  ...rest
}: CountryPhoneInputProps) {
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
  return (
    <span className={`mart-phone${className ? ` ${className}` : ''}`}>
      {picker ? (
        <CountryPicker country={country} onCountryChange={onCountryChange} />
      ) : (
        <span className="mart-phone__prefix">{country.dial}</span>
      )}
      <input
        type="tel"
        inputMode={picker ? 'tel' : 'numeric'}
        autoComplete="tel-national"
        {...rest}
        value={rest.value ?? ''}
        className="mart-input mart-phone__number"
        onChange={(e) => change(e.target.value)}
      />
    </span>
  );
}

/** The searchable country list (the kit Combobox): the picked country shows in the box until a search is typed. */
function CountryPicker({ country, onCountryChange }: { country: Country; onCountryChange: (c: Country) => void }) {
  const { t } = useTranslation('common');
  const nameOf = useCountryNames();
  const [query, setQuery] = useState('');
  // the list (the countries named by Intl) is made once the picker is first used, not with the form: it was most
  // of the checkout's longest task on a phone (issue 26)
  const [used, setUsed] = useState(false);
  const pickedId = `${useId()}-picked`;
  const options = useMemo(() => {
    if (!used) return [];
    const all = COUNTRIES.map((c) => ({ value: c.iso, label: `${nameOf(c.iso)} ${c.dial}` }));
    const q = query.trim().toLocaleLowerCase();
    return q ? all.filter((o) => o.label.toLocaleLowerCase().includes(q)) : all;
  }, [nameOf, query, used]);
  return (
    // a search left without a pick is dropped: the box shows the country it holds again
    <span
      className="mart-phone__country"
      data-testid="country-code"
      onFocus={() => setUsed(true)}
      onBlur={() => setQuery('')}
    >
      <Combobox
        label={t('phone.countryCode')}
        text={query}
        options={options}
        onText={(text) => {
          setUsed(true);
          setQuery(text);
        }}
        activeFirst
        describedBy={pickedId}
        onPick={(o) => {
          setQuery('');
          const next = COUNTRIES.find((c) => c.iso === o.value);
          if (next) onCountryChange(next);
        }}
      />
      <span id={pickedId} className="mart-phone__picked" hidden={query !== ''}>
        {country.iso} {country.dial}
      </span>
    </span>
  );
}

/**
 * The phone country of a form: the picker's state when config.country_picker_status is 1, the site's country
 * (Kazakhstan when it names none) otherwise; and the rule its number is checked by (@mart/domain checkPhone: a
 * mobile number of the picked country, or of the site's countries typed whole), named in the page language.
 */
export function usePhoneCountry(): {
  picker: boolean;
  country: Country;
  setCountry: (c: Country) => void;
  rule: PhoneRule;
} {
  const config = useBusValue('config');
  const language = useBusValue('language');
  const [picked, setCountry] = useState<Country | null>(null);
  const picker = countryPickerOn(config);
  const country = (picker && picked) || defaultCountry(config);
  const rule = useMemo(() => phoneRuleOf(config, country, language), [config, country, language]);
  return { picker, country, setCountry, rule };
}

/**
 * The phone of a form that starts from a stored international number (a saved address, the profile, a kept guest
 * contact): with the picker on, its country is picked and the field starts with the national rest; `international`
 * joins what was typed back into one number for the API. With the picker off the number is typed whole.
 */
export function useStoredPhone(stored: string | null | undefined) {
  const phone = usePhoneCountry();
  const [split] = useState(() => splitPhone(stored, phone.country));
  const { picker, setCountry } = phone;
  useEffect(() => {
    if (picker && stored) setCountry(split.country);
    // once the picker setting is known: the stored number does not change while the form is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picker]);
  return {
    ...phone,
    /** what the field starts with */
    initial: picker ? split.national : (stored ?? ''),
    international: (typed: string) => (picker ? internationalPhone(phone.country, typed) : typed.trim()),
  };
}

import { COUNTRIES } from '@pagoda/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const flag = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** Dialing-code picker; `disabled` when the brand locks the country code (DISABLEDMOBILEICC3). */
export const CountryCodeSelect = ({
  value,
  onChange,
  disabled = false,
}: {
  value: string;
  onChange: (dial: string) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field field--country">
      <label htmlFor={id}>{t('session.country_code')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        {COUNTRIES.map((c) => (
          <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
            {flag(c.countryCode)} +{c.countryDialingCode} {c.countryCode}
          </option>
        ))}
      </select>
    </div>
  );
};

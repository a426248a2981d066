import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { errorText } from '../../../lib/error-message';
import type { useLotteryVendor } from '../api/lottery';

/** The vendor select of every lottery page (hidden behind a note when no vendor has an operations API). */
export const VendorPicker = ({ picker }: { picker: ReturnType<typeof useLotteryVendor> }) => {
  const { t } = useTranslation('lottery');
  if (picker.vendors.isError)
    return (
      <p className="form-error" role="alert">
        {errorText(t, picker.vendors.error)}
      </p>
    );
  if (picker.vendors.isSuccess && picker.list.length === 0) return <p className="muted">{t('vendors.none')}</p>;
  return (
    <FormField label={t('vendors.label')}>
      <select className="input" value={picker.vendor ?? ''} onChange={(e) => picker.setVendor(e.target.value)}>
        {picker.list.map((v) => (
          <option key={v.code} value={v.code}>
            {v.displayName} ({v.code})
          </option>
        ))}
      </select>
    </FormField>
  );
};

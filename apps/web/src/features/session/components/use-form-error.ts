import { errorMessageKey } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** Turns server errors into translated text for forms (field rules: lib/rules-form). */
export const useFormMessages = () => {
  const { t } = useTranslation();
  return {
    serverError: (err: unknown): { field: string | null; message: string } => {
      if (err instanceof ApiError) {
        const fields = (err.value as { fields?: { field: string; message: string }[] } | null)?.fields;
        const first = fields?.[0];
        if (first) {
          const field = first.field.replace(/^body\./, '');
          const msg = /^reg_pattern_\d+$/.test(first.message)
            ? t(first.message)
            : first.message === 'required'
              ? t('session.required')
              : first.message;
          return { field, message: msg.replace(/\(min\)|\(max\)/g, '') };
        }
        return { field: null, message: t(errorMessageKey(err.code), { defaultValue: err.message }) };
      }
      return { field: null, message: t('error.network') };
    },
  };
};

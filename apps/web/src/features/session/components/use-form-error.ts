import type { RegisterRule } from '@pagoda/contracts';
import { errorMessageKey, formatRuleMessage, matchesRule } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** Turns server errors and rule checks into translated text for forms. */
export const useFormMessages = () => {
  const { t } = useTranslation();
  const ruleMessage = (rule: RegisterRule) => formatRuleMessage(t(`reg_pattern_${rule.patternId}`), rule);
  return {
    /** null when the value passes the brand's rule (or the field is off / optional and empty). */
    checkRule: (rule: RegisterRule | undefined, value: string, required = false): string | null => {
      const v = value.trim();
      if (!rule || !rule.enabled) return required && !v ? t('session.required') : null;
      if (!v) return rule.required || required ? t('session.required') : null;
      return matchesRule(rule, v) ? null : ruleMessage(rule);
    },
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

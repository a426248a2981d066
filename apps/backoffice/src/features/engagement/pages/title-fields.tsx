import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';

export const TITLE_LANGUAGES = ['en', 'cn', 'vi', 'th', 'id', 'ja', 'ty'] as const;

/** The title in the portal's seven languages (English required, the fallback). */
export const TitleFields = <F extends FieldValues>({ form }: { form: UseFormReturn<F> }) => {
  const { t } = useTranslation('engagement');
  const errors = (form.formState.errors as { title?: Record<string, { message?: string }> }).title;
  return (
    <fieldset className="engagement-fieldset">
      <legend>{t('form.title')}</legend>
      {TITLE_LANGUAGES.map((l) => (
        <FormField key={l} label={t(`lang.${l}`)} error={errors?.[l]}>
          <input className="input" {...form.register(`title.${l}` as Path<F>)} />
        </FormField>
      ))}
    </fieldset>
  );
};

/** Empty optional titles are left out, so the portal falls back to English. */
export const cleanTitle = (title: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(title).filter(([, v]) => v && v.trim())) as { en: string };

export const fmtTime = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : '–');

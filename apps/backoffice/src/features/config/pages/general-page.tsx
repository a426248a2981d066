import { type ConfigGeneral, LANGUAGES, operatorSetConfigGeneral } from '@pagoda/contracts';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { FormField, useContractForm } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { useGeneral, useSetGeneral } from '../api/general';
import { SectionState } from '../components/section-state';
import { UrlListField } from '../components/url-list-field';
import '../config.css';

const GeneralForm = ({ value }: { value: ConfigGeneral }) => {
  const { t } = useTranslation('config');
  const save = useSetGeneral();
  const canWrite = usePermission('config.write');
  const form = useContractForm(operatorSetConfigGeneral, { defaultValues: value });
  const { register, control, formState } = form;
  const errors = formState.errors;
  useEffect(() => form.reset(value), [value, form]);

  return (
    <form
      className="card cfg-card cfg-form"
      onSubmit={(e) => void form.handleSubmit((body) => save.mutate(body))(e)}
      noValidate
    >
      <fieldset className="cfg-fieldset" disabled={!canWrite}>
        <legend className="field__label">{t('general.languages')}</legend>
        <div className="cfg-checks">
          {LANGUAGES.map((l) => (
            <label key={l} className="checkbox">
              <input type="checkbox" value={l} {...register('languages')} />
              {t(`languages.${l}`)} ({l})
            </label>
          ))}
        </div>
        {errors.languages ? (
          <p className="field__error" role="alert">
            {t('general.languagesError')}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label={t('general.defaultLanguage')}
        error={errors.defaultLanguage ? t('general.defaultLanguageError') : undefined}
      >
        <select className="input" disabled={!canWrite} {...register('defaultLanguage')}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)} ({l})
            </option>
          ))}
        </select>
      </FormField>
      <div className="cfg-form__row">
        <FormField label={t('general.currency')} hint={t('general.currencyHint')} error={errors.currency}>
          <input className="input" maxLength={3} readOnly={!canWrite} {...register('currency')} />
        </FormField>
        <FormField label={t('general.currencySymbol')} error={errors.currencySymbol}>
          <input className="input" maxLength={8} readOnly={!canWrite} {...register('currencySymbol')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="imageCdns"
        render={({ field, fieldState }) => (
          <UrlListField
            label={t('general.imageCdns')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error || errors.imageCdns ? t('general.cdnError') : undefined}
          />
        )}
      />
      <Controller
        control={control}
        name="launchGameCdns"
        render={({ field, fieldState }) => (
          <UrlListField
            label={t('general.launchGameCdns')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error || errors.launchGameCdns ? t('general.cdnError') : undefined}
          />
        )}
      />
      {canWrite ? (
        <div className="cfg-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('save')}
          </button>
        </div>
      ) : null}
    </form>
  );
};

/** Languages, currency and symbol, image and game-launch CDNs. */
const GeneralPage = () => {
  const { t } = useTranslation('config');
  const general = useGeneral();
  return (
    <>
      <PageHeader title={t('general.title')} description={t('general.description')} />
      {general.data ? (
        <GeneralForm value={general.data} />
      ) : (
        <SectionState error={general.error} onRetry={() => void general.refetch()} />
      )}
    </>
  );
};
export default GeneralPage;

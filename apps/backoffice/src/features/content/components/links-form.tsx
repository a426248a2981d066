import {
  CONTENT_RESOURCE_TYPES,
  type OperationValue,
  operatorContentLinks,
  operatorContentSaveLinks,
} from '@pagoda/contracts';
import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Can, usePermission } from '../../../components/can';
import { FormField, useContractForm } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useSaveLinks } from '../api/links';
import { ListRowActions } from './list-row-actions';

/** Social links and app downloads, saved as one ordered list (the contract's own schema checks each row). */
export const LinksForm = ({ list }: { list: OperationValue<typeof operatorContentLinks>['list'] }) => {
  const { t } = useTranslation('content');
  const toast = useToast();
  const save = useSaveLinks();
  const canWrite = usePermission('content.write');
  const form = useContractForm(operatorContentSaveLinks, { defaultValues: { list } });
  const rows = useFieldArray({ control: form.control, name: 'list' });
  const errors = form.formState.errors.list;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(saved);
      toast.success(t('common.saved'));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  const unused = () =>
    CONTENT_RESOURCE_TYPES.find((x) => !form.getValues('list').some((r) => r.resourceType === x)) ??
    CONTENT_RESOURCE_TYPES[0];

  return (
    <form className="card content-list" aria-labelledby="links-social" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="links-social" className="content-list__title">
        {t('links.social')}
      </h2>
      <p className="field__hint">{t('links.socialHint')}</p>
      {rows.fields.length === 0 ? <p className="muted">{t('links.empty')}</p> : null}
      <ol className="content-list__rows">
        {rows.fields.map((f, i) => (
          <li key={f.id} className="content-list__row">
            <FormField label={t('links.type')} error={errors?.[i]?.resourceType}>
              <select className="input" disabled={!canWrite} {...form.register(`list.${i}.resourceType`)}>
                {CONTENT_RESOURCE_TYPES.map((x) => (
                  <option key={x} value={x}>
                    {x}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={t('links.url')} error={errors?.[i]?.url}>
              <input className="input" readOnly={!canWrite} maxLength={500} {...form.register(`list.${i}.url`)} />
            </FormField>
            <FormField label={t('links.label')} error={errors?.[i]?.label}>
              <input className="input" readOnly={!canWrite} maxLength={64} {...form.register(`list.${i}.label`)} />
            </FormField>
            <Can permission="content.write">
              <ListRowActions
                index={i}
                count={rows.fields.length}
                name={`${t('links.row', { n: i + 1 })} (${f.resourceType})`}
                onMove={rows.move}
                onRemove={rows.remove}
              />
            </Can>
          </li>
        ))}
      </ol>
      {(errors?.root ?? errors?.message) ? (
        <p className="form-error" role="alert">
          {t('common.invalid')}
        </p>
      ) : null}
      <Can permission="content.write">
        <div className="content-list__footer">
          <button
            type="button"
            className="button"
            onClick={() => rows.append({ resourceType: unused(), url: 'https://', label: '' })}
          >
            <Plus size={16} aria-hidden />
            {t('links.addLink')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
            {t('links.saveLinks')}
          </button>
        </div>
      </Can>
    </form>
  );
};

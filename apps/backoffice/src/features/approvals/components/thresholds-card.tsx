import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useSetThreshold, useThresholds } from '../api/thresholds';

type Adjustable = 'money.adjust' | 'bonus.grant' | 'withdrawal.pay';
const ADJUSTABLE: Adjustable[] = ['money.adjust', 'bonus.grant', 'withdrawal.pay'];

/** The brand's thresholds; an operator with operators.write edits the three kinds that have one. */
export const ThresholdsCard = () => {
  const { t } = useTranslation('approvals');
  const toast = useToast();
  const { data } = useThresholds();
  const save = useSetThreshold();
  const [editing, setEditing] = useState<Adjustable | null>(null);
  const [value, setValue] = useState('');
  if (!data) return null;
  return (
    <section className="card access-section" aria-labelledby="thresholds-title">
      <h2 id="thresholds-title" className="access-section__title">
        {t('thresholds.title')}
      </h2>
      <p className="muted">{t('thresholds.hint')}</p>
      <table className="grid__table">
        <thead>
          <tr>
            <th scope="col">{t('column.kind')}</th>
            <th scope="col" className="align-right">
              {t('thresholds.amount')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.kind}>
              <td>{t(`kind.${row.kind}`)}</td>
              <td className="align-right">
                {editing === row.kind ? (
                  <form
                    className="inline-form"
                    onSubmit={(e) => {
                      e.preventDefault();
                      save.mutate(
                        { kind: row.kind as Adjustable, amount: value.trim() === '' ? null : value.trim() },
                        {
                          onSuccess: () => {
                            setEditing(null);
                            toast.success(t('thresholds.saved'));
                          },
                          onError: (err) => toast.error(errorText(t, err)),
                        },
                      );
                    }}
                  >
                    <FormField label={t('thresholds.amount')} hint={t('thresholds.emptyHint')}>
                      <input
                        className="input input--compact"
                        inputMode="decimal"
                        value={value}
                        onChange={(e) => setValue(e.target.value)}
                      />
                    </FormField>
                    <button type="submit" className="button button--primary button--small" disabled={save.isPending}>
                      {t('common:actions.save')}
                    </button>
                    <button type="button" className="button button--small" onClick={() => setEditing(null)}>
                      {t('common:actions.cancel')}
                    </button>
                  </form>
                ) : row.amount === null ? (
                  t('thresholds.always')
                ) : (
                  <Money value={row.amount} />
                )}
              </td>
              <td>
                {ADJUSTABLE.includes(row.kind as Adjustable) && editing !== row.kind ? (
                  <Can permission="operators.write">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t('thresholds.editOf', { kind: t(`kind.${row.kind}`) })}
                      onClick={() => {
                        setEditing(row.kind as Adjustable);
                        setValue(row.amount === null ? '' : row.amount.toFixed(2));
                      }}
                    >
                      {t('common:actions.edit')}
                    </button>
                  </Can>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};

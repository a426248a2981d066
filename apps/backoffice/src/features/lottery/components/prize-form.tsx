import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blankTables, prizeTablesSchema, type PrizeTables, type Structure } from '../lib/prize-tables';

/** The field's message: the digits rule names its digits ("digits:5"). */
const messageOf = (error: FieldError | undefined) => {
  const m = /^digits:(\d+)$/.exec(error?.message ?? '');
  return m ? Number(m[1]) : null;
};

/**
 * A draw's prize table as a form generated from its structure: one input per number, each checked for its
 * prize's digits before anything is sent. `initial` prefills it (a correction starts from the result).
 */
export const PrizeForm = ({
  structure,
  initial,
  submitLabel,
  busy = false,
  onSubmit,
}: {
  structure: Structure;
  initial?: PrizeTables | null;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (tables: PrizeTables) => void;
}) => {
  const { t } = useTranslation('lottery');
  const schema = useMemo(() => prizeTablesSchema(structure), [structure]);
  const form = useForm<PrizeTables>({
    mode: 'onTouched',
    defaultValues: blankTables(structure, initial),
    resolver: zodResolver(schema as never) as never,
  });
  const errors = form.formState.errors as Record<string, Record<string, (FieldError | undefined)[]> | undefined>;
  return (
    <form className="lottery-prize-form" noValidate onSubmit={(e) => void form.handleSubmit((v) => onSubmit(v))(e)}>
      {structure.map((s) => (
        <fieldset key={s.station} className="lottery-prize-form__station">
          <legend>{t('result.station', { name: s.stationName, code: s.station })}</legend>
          <table className="lottery-prize-form__table">
            <tbody>
              {s.prizes.map((p) => {
                const rowErrors = errors[s.station]?.[p.prize] ?? [];
                const digits = rowErrors.map(messageOf).find((d) => d !== null && d !== undefined);
                return (
                  <tr key={p.prize}>
                    <th scope="row">{t('result.prize', { prize: p.prize, digits: p.digits })}</th>
                    <td>
                      <div className="lottery-prize-form__numbers">
                        {Array.from({ length: p.count }, (_, i) => (
                          <input
                            key={i}
                            className="input lottery-prize-form__number"
                            style={{ width: `${p.digits + 3}ch` }}
                            inputMode="numeric"
                            autoComplete="off"
                            maxLength={p.digits}
                            aria-label={t('result.numberLabel', { station: s.stationName, prize: p.prize, n: i + 1 })}
                            aria-invalid={rowErrors[i] ? true : undefined}
                            {...form.register(`${s.station}.${p.prize}.${i}`)}
                          />
                        ))}
                      </div>
                      {digits ? (
                        <p className="field__error" role="alert">
                          {t('result.digitsError', { prize: p.prize, digits })}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
      ))}
      <div className="lottery-actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
};

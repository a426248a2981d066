import type { ConfigRegisterRule, RegisterField, RegisterRule } from '@pagoda/contracts';
import { bodySchema, matchesRule, register } from '@pagoda/contracts';
import { CheckCircle2, CircleX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The portal's registration body rules, the first check every field passes (as on the portal). */
const contractRules = bodySchema(register).shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;

/**
 * The fields of the portal's registration form, in its order: username and password always (username
 * tab), the mobile number on the mobile tab, the others when the brand enables them.
 */
const PREVIEW_FIELDS: { field: RegisterField; always: boolean }[] = [
  { field: 'username', always: true },
  { field: 'password', always: true },
  { field: 'mobileNum', always: true },
  { field: 'payeeName', always: false },
  { field: 'email', always: false },
  { field: 'affiliateCode', always: false },
  { field: 'captcha', always: false },
];

type Verdict = 'empty' | 'pass' | 'required' | 'length' | 'pattern' | 'contract';

/** The portal's check of one field (lib/rules-form checkField): the operation's rule, then the brand's. */
export const judge = (field: RegisterField, rule: RegisterRule | undefined, always: boolean, raw: string): Verdict => {
  const brand = rule?.enabled ? rule : undefined;
  if (!raw.trim()) return always || brand?.required ? 'required' : 'empty';
  const contract = contractRules[field];
  if (contract && !contract.safeParse(raw).success) return 'contract';
  if (!brand) return 'pass';
  const value = raw.trim();
  const length = [...value].length;
  if (length < brand.minLength || length > brand.maxLength) return 'length';
  return matchesRule(brand, value) ? 'pass' : 'pattern';
};

const PreviewField = ({
  field,
  rule,
  always,
  highlighted,
}: {
  field: RegisterField;
  rule: RegisterRule | undefined;
  always: boolean;
  highlighted: boolean;
}) => {
  const { t } = useTranslation('config');
  const id = useId();
  const [value, setValue] = useState('');
  const verdict = judge(field, rule, always, value);
  const ok = verdict === 'pass' || verdict === 'empty';
  const required = always || Boolean(rule?.enabled && rule.required);
  return (
    <div className={`field cfg-preview__field${highlighted ? ' cfg-preview__field--draft' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t(`fields.${field}`)}
        {required ? ' *' : ''}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        type="text"
        autoComplete="off"
        aria-describedby={`${id}-verdict`}
        onChange={(e) => setValue(e.target.value)}
      />
      <p id={`${id}-verdict`} className={`cfg-verdict cfg-verdict--${ok ? 'pass' : 'fail'}`} aria-live="polite">
        {ok ? <CheckCircle2 size={14} aria-hidden /> : <CircleX size={14} aria-hidden />}
        {t(`preview.${verdict}`, { min: rule?.minLength ?? 0, max: rule?.maxLength ?? 0 })}
      </p>
    </div>
  );
};

/**
 * The portal's registration form as the brand's rules shape it: type sample values and see each
 * field pass or fail the same checks the portal and the server make. A draft rule being edited
 * replaces its field's saved rule (only once the server has found its pattern safe).
 */
export const RegisterPreview = ({
  rules,
  draft,
}: {
  rules: ConfigRegisterRule[];
  draft: ConfigRegisterRule | null;
}) => {
  const { t } = useTranslation('config');
  const byField = new Map(rules.map((r) => [r.field, r]));
  if (draft) byField.set(draft.field, draft);
  const shown = PREVIEW_FIELDS.filter((f) => f.always || byField.get(f.field)?.enabled);
  return (
    <section className="card cfg-card cfg-preview" aria-labelledby="cfg-preview-title">
      <h2 id="cfg-preview-title" className="cfg-card__title">
        {t('preview.title')}
      </h2>
      <p className="field__hint">{t('preview.hint')}</p>
      {shown.map(({ field, always }) => {
        // Keyed by field: a sample typed here stays while the rule changes, and is judged again.
        return (
          <PreviewField
            key={field}
            field={field}
            rule={byField.get(field)}
            always={always}
            highlighted={draft?.field === field}
          />
        );
      })}
    </section>
  );
};

import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useRoleKeys } from '../api/operator-actions';

export type OperatorDraft = { username: string; role: string; enabled: boolean; cidrs: string };

/** The fields of the create and edit dialogs; CIDRs one per line (empty: any address). */
export const OperatorFields = ({
  draft,
  onChange,
  creating,
  error,
}: {
  draft: OperatorDraft;
  onChange: (d: OperatorDraft) => void;
  creating: boolean;
  error?: string | null;
}) => {
  const { t } = useTranslation('operators');
  const roles = useRoleKeys();
  return (
    <>
      {creating ? (
        <FormField label={t('field.username')} hint={t('field.usernameHint')}>
          <input
            className="input"
            autoComplete="off"
            value={draft.username}
            onChange={(e) => onChange({ ...draft, username: e.target.value })}
            required
          />
        </FormField>
      ) : null}
      <FormField label={t('field.role')}>
        <select className="input" value={draft.role} onChange={(e) => onChange({ ...draft, role: e.target.value })}>
          {(roles.data ?? []).map((r) => (
            <option key={r.key} value={r.key}>
              {r.key} · {r.name}
            </option>
          ))}
        </select>
      </FormField>
      {!creating ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => onChange({ ...draft, enabled: e.target.checked })}
          />{' '}
          {t('field.enabled')}
        </label>
      ) : null}
      <FormField label={t('field.cidrs')} hint={t('field.cidrsHint')}>
        <textarea
          className="input"
          rows={3}
          value={draft.cidrs}
          onChange={(e) => onChange({ ...draft, cidrs: e.target.value })}
        />
      </FormField>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
};

export const cidrList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

import { VIP_LEVEL_MAX, type MemberProfile } from '@pagoda/contracts';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can, usePermission } from '../../../components/can';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useAddLabelOption, useLabelOptions, useSetMemberLabels } from '../api/member-labels';
import { useSetMemberVip } from '../api/set-member-vip';

/** VIP level and labels: shown to every reader, changed only with members.write. */
export const MemberStanding = ({ member }: { member: MemberProfile }) => {
  const { t } = useTranslation('members');
  const toast = useToast();
  const canWrite = usePermission('members.write');
  const options = useLabelOptions();
  const setLabels = useSetMemberLabels(member.id);
  const addOption = useAddLabelOption();
  const setVip = useSetMemberVip(member.id);
  const [level, setLevel] = useState(String(member.vipLevel));
  const [choice, setChoice] = useState('');
  const [newOption, setNewOption] = useState('');
  const fail = (err: unknown) => toast.error(errorText(t, err));
  const saveLabels = (labels: string[]) =>
    setLabels.mutate(labels, { onSuccess: () => toast.success(t('labels.saved')), onError: fail });
  const available = (options.data ?? []).filter((o) => !member.labels.includes(o.name));

  return (
    <>
      <dl className="members-facts">
        <dt>{t('vip.level')}</dt>
        <dd>
          {member.vipLevel}
          {member.vipLabel ? ` (${member.vipLabel})` : ''}
        </dd>
      </dl>
      <Can permission="members.write">
        <form
          className="members-row"
          onSubmit={(e) => {
            e.preventDefault();
            setVip.mutate(Number(level), {
              onSuccess: (v) => toast.success(t('vip.saved', { level: v.vipLevel })),
              onError: fail,
            });
          }}
        >
          <FormField label={t('vip.level')}>
            <select className="input" value={level} onChange={(e) => setLevel(e.target.value)}>
              {Array.from({ length: VIP_LEVEL_MAX + 1 }, (_, i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
          </FormField>
          <button type="submit" className="button" disabled={setVip.isPending || Number(level) === member.vipLevel}>
            {t('vip.save')}
          </button>
        </form>
      </Can>
      <h3 className="field__label members-subhead">{t('labels.title')}</h3>
      {member.labels.length === 0 ? (
        <p className="muted">{t('labels.none')}</p>
      ) : (
        <ul className="members-chips">
          {member.labels.map((name) => (
            <li key={name} className="members-chip badge badge--info">
              {name}
              {canWrite ? (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('labels.remove', { name })}
                  onClick={() => saveLabels(member.labels.filter((l) => l !== name))}
                >
                  <X size={12} aria-hidden />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Can permission="members.write">
        <form
          className="members-row"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) saveLabels([...member.labels, choice]);
            setChoice('');
          }}
        >
          <FormField label={t('labels.choose')}>
            <select className="input" value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="" />
              {available.map((o) => (
                <option key={o.name} value={o.name}>
                  {o.name}
                </option>
              ))}
            </select>
          </FormField>
          <button type="submit" className="button" disabled={!choice || setLabels.isPending}>
            <Plus size={14} aria-hidden />
            {t('labels.add')}
          </button>
        </form>
        <form
          className="members-row"
          onSubmit={(e) => {
            e.preventDefault();
            const name = newOption.trim();
            if (!name) return;
            addOption.mutate(name, { onSuccess: () => setNewOption(''), onError: fail });
          }}
        >
          <FormField label={t('labels.newOption')}>
            <input className="input" value={newOption} maxLength={32} onChange={(e) => setNewOption(e.target.value)} />
          </FormField>
          <button type="submit" className="button" disabled={!newOption.trim() || addOption.isPending}>
            {t('labels.createOption')}
          </button>
        </form>
      </Can>
    </>
  );
};

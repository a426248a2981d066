import { MEMBER_ACTIONS, type MemberAction, type MemberProfile } from '@pagoda/contracts';
import { KeyRound, Lock, LogOut, Unlock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useMemberAction } from '../api/member-action';

const ICONS = { lock: Lock, unlock: Unlock, 'force-password': KeyRound, 'end-sessions': LogOut } as const;

/** Lock or unlock, force a password change, end sessions: each behind a confirmation with a reason. */
export const MemberActions = ({ member }: { member: MemberProfile }) => {
  const { t } = useTranslation('members');
  const toast = useToast();
  const act = useMemberAction(member.id);
  const [pending, setPending] = useState<MemberAction | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const shown = MEMBER_ACTIONS.filter((a) => (member.status === 'LOCKED' ? a !== 'lock' : a !== 'unlock'));

  const confirm = async () => {
    if (!pending) return;
    if (!reason.trim()) {
      setError(t('common:form.required'));
      return;
    }
    try {
      await act.mutateAsync({ action: pending, reason: reason.trim() });
      toast.success(t(`actions.done.${pending}`, { account: member.account }));
      setPending(null);
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <>
      <div className="members-actions">
        {shown.map((action) => {
          const Icon = ICONS[action];
          return (
            <button
              key={action}
              type="button"
              className={`button${action === 'lock' ? ' button--danger' : ''}`}
              onClick={() => {
                setReason('');
                setError('');
                setPending(action);
              }}
            >
              <Icon size={14} aria-hidden />
              {t(`actions.${action}`)}
            </button>
          );
        })}
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`actions.${pending}`) : undefined}
        confirmLabel={pending ? t(`actions.${pending}`) : undefined}
        tone={pending === 'lock' || pending === 'end-sessions' ? 'danger' : 'primary'}
        busy={act.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending ? <p>{t(`actions.confirm.${pending}`, { account: member.account })}</p> : null}
        <FormField label={t('actions.reason')} hint={t('actions.reasonHint')} error={error || undefined}>
          <input className="input" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </ConfirmDialog>
    </>
  );
};

import { errorMessageKey, type PromotionCard, type PromotionMemberStatus } from '@pagoda/contracts';
import { CalendarCheck, Check, Gift, Hourglass, LogIn, Lock, Send, UserPlus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useApplyPromotion } from '../api/apply-promotion';
import { useCheckinPromotion } from '../api/checkin-promotion';
import { useClaimPromotion } from '../api/claim-promotion';
import { useJoinPromotion } from '../api/join-promotion';
import { ApplyModal } from './apply-modal';

type Props = {
  promotion: Pick<PromotionCard, 'id' | 'mechanic' | 'status'>;
  isLoggedIn: boolean;
  onLogin: () => void;
  /** Where a reward waiting in the reward centre is claimed (the member centre's page). */
  onOpenRewards?: (() => void) | undefined;
};

const ICONS: Record<PromotionMemberStatus, ReactNode> = {
  join: <UserPlus size={16} aria-hidden="true" />,
  claim: <Gift size={16} aria-hidden="true" />,
  applying: <Hourglass size={16} aria-hidden="true" />,
  closed: <Lock size={16} aria-hidden="true" />,
  rejected: <X size={16} aria-hidden="true" />,
  issued: <Gift size={16} aria-hidden="true" />,
  claimed: <Check size={16} aria-hidden="true" />,
  processing: <Hourglass size={16} aria-hidden="true" />,
  signed: <CalendarCheck size={16} aria-hidden="true" />,
  coming_soon: <Hourglass size={16} aria-hidden="true" />,
};

/**
 * The promotion's action button in the member's state (spec §4): join, claim (or check in, apply)
 * act; the other statuses are shown as a disabled button with the status text. Visitors log in.
 */
export const PromotionAction = ({ promotion, isLoggedIn, onLogin, onOpenRewards }: Props) => {
  const { t } = useTranslation();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const checkin = useCheckinPromotion();
  const apply = useApplyPromotion();
  const [applyOpen, setApplyOpen] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = join.isPending || claim.isPending || checkin.isPending || apply.isPending;
  const { id, mechanic, status } = promotion;

  const fail = (err: unknown) =>
    setMessage({
      ok: false,
      text: err instanceof ApiError ? t(errorMessageKey(err.code), { defaultValue: err.message }) : t('error.network'),
    });

  if (status === 'coming_soon' || status === 'closed') {
    return (
      <button type="button" className="btn promo-action" disabled>
        {ICONS[status]} {t(`promo.status.${status}`)}
      </button>
    );
  }
  if (!isLoggedIn || status === null) {
    return (
      <button type="button" className="btn btn--primary promo-action" onClick={onLogin}>
        <LogIn size={16} aria-hidden="true" /> {t('promo.login_to_join')}
      </button>
    );
  }

  const act = () => {
    setMessage(null);
    if (mechanic === 'APPLICATION' && status === 'join') return setApplyOpen(true);
    if (status === 'join') return join.mutate({ id }, { onError: fail });
    if (mechanic === 'CHECKIN' && status === 'claim')
      return checkin.mutate(
        { id },
        {
          onError: fail,
          onSuccess: (v) => setMessage({ ok: true, text: t('promo.checked_in', { streak: v.streak }) }),
        },
      );
    if (status === 'claim')
      return claim.mutate(
        { id },
        { onError: fail, onSuccess: () => setMessage({ ok: true, text: t('promo.in_reward_centre') }) },
      );
    if (status === 'issued') return onOpenRewards?.();
  };

  const actionable = status === 'join' || status === 'claim' || (status === 'issued' && onOpenRewards);
  const label =
    mechanic === 'CHECKIN' && status === 'claim'
      ? t('promo.action.checkin')
      : mechanic === 'APPLICATION' && status === 'join'
        ? t('promo.action.apply')
        : t(`promo.status.${status}`);
  return (
    <div className="promo-action-wrap">
      <button
        type="button"
        className={`btn promo-action${actionable ? ' btn--primary' : ''}`}
        disabled={!actionable || busy}
        onClick={act}
      >
        {mechanic === 'APPLICATION' && status === 'join' ? <Send size={16} aria-hidden="true" /> : ICONS[status]}{' '}
        {label}
      </button>
      {message ? (
        <p className={message.ok ? 'promo-action__ok' : 'promo-action__error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      {mechanic === 'APPLICATION' ? (
        <ApplyModal
          id={id}
          open={applyOpen}
          busy={apply.isPending}
          error={message && !message.ok ? message.text : null}
          onClose={() => setApplyOpen(false)}
          onSubmit={(v) =>
            apply.mutate(v, {
              onError: fail,
              onSuccess: () => {
                setApplyOpen(false);
                setMessage({ ok: true, text: t('promo.applied') });
              },
            })
          }
        />
      ) : null}
    </div>
  );
};

import { AGENT_TYPES, MemberType } from '@pagoda/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/image-cdn';
import { useMemberInfo } from '../api/get-member-info';
import { avatarImage, DEFAULT_AVATAR, usePlayerAvatar } from '../api/get-player-avatar';
import { useSession } from '../session-context';
import './account-bar.css';

/**
 * The logged-in top bar: avatar icon, account, balance (tap to show or hide), and sign-out. The
 * balance comes from the wallet feature through the `balance` slot (composed in app/); without
 * one it honestly says it is updating.
 */
export const AccountBar = ({
  onOpenCentre,
  onOpenAgentCentre,
  balance,
}: {
  onOpenCentre: (page: 'depositv2' | 'securityCenter' | 'messageV2') => void;
  /** Agents (types 1, 2, 41, 42) on a brand with the agent centre: the top bar's agent-centre button. */
  onOpenAgentCentre?: (() => void) | undefined;
  balance?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { data: member } = useMemberInfo();
  const avatar = usePlayerAvatar();
  const { openModal } = useSession();
  const [hidden, setHidden] = useState(false);
  const isAgent = member ? (AGENT_TYPES as readonly number[]).includes(member.type) : false;
  return (
    <div className="account-bar" data-testid="account-bar">
      {/* The member's avatar answer (MCSFE_getPlayerAvatar); a failed picture falls back to the default, once. */}
      <img
        key={avatar.data?.avatar ?? 'default'}
        className="account-bar__avatar"
        src={avatar.data ? imageUrl(avatarImage(avatar.data.avatar)) : imageUrl(DEFAULT_AVATAR)}
        alt=""
        width={28}
        height={28}
        data-testid="account-avatar"
        onError={(e) => {
          const img = e.currentTarget;
          if (img.dataset.fallback) return;
          img.dataset.fallback = '1';
          img.src = imageUrl(DEFAULT_AVATAR);
        }}
      />
      <span className="account-bar__name">
        {member?.account ?? '…'}
        {member?.type === MemberType.Trial ? (
          <em className="account-bar__trial"> ({t('session.trial_account')})</em>
        ) : null}
      </span>
      {balance ?? (
        <button
          type="button"
          className="account-bar__balance"
          onClick={() => setHidden((h) => !h)}
          aria-label={hidden ? t('session.show_balance') : t('session.hide_balance')}
        >
          {t('session.balance')}: {hidden ? '***' : t('session.balance_updating')}
        </button>
      )}
      {(
        [
          ['depositv2', 'session.deposit'],
          ['securityCenter', 'session.security_centre'],
          ['messageV2', 'session.messages'],
        ] as const
      ).map(([page, label]) => (
        <button
          key={page}
          type="button"
          className="btn btn--sm btn--ghost"
          // Trial accounts have no member centre: they get the trial notice instead.
          onClick={() => (member?.type === MemberType.Trial ? openModal('trial') : onOpenCentre(page))}
        >
          {t(label)}
        </button>
      ))}
      {isAgent && onOpenAgentCentre ? (
        <button type="button" className="btn btn--sm btn--ghost" onClick={onOpenAgentCentre}>
          {t('session.agent_centre')}
        </button>
      ) : null}
      <button type="button" className="btn btn--sm" onClick={() => openModal('logout')}>
        {t('session.logout')}
      </button>
    </div>
  );
};

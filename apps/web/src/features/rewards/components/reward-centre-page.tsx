import './rewards.css';
import { type BonusGrant, errorMessageKey, type RewardItem } from '@pagoda/contracts';
import { Gift, Hourglass } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, formatTime } from '../../../lib/format';
import { useClaimReward } from '../api/claim-reward';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { useRewardCentre } from '../api/get-reward-centre';

const HISTORY_SIZE = 10;

const useErrorText = () => {
  const { t } = useTranslation();
  return (err: unknown) =>
    err instanceof ApiError ? t(errorMessageKey(err.code), { defaultValue: err.message }) : t('error.network');
};

const ClaimableItem = ({ item }: { item: RewardItem }) => {
  const { t } = useTranslation();
  const claim = useClaimReward();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="reward-card" data-testid="reward-claimable">
      <Gift className="reward-card__icon" aria-hidden="true" size={24} />
      <div>
        <p className="reward-card__title">{item.title}</p>
        <p className="reward-card__meta">
          {t(`rewards.source.${item.source}`)}
          {' · '}
          {item.wageringMultiplier > 0
            ? t('rewards.wagering', { x: item.wageringMultiplier, turnover: formatMoney(item.requiredTurnover) })
            : t('rewards.no_wagering')}
          {item.expiresAt ? ` · ${t('rewards.expires', { time: formatTime(item.expiresAt) })}` : null}
        </p>
        <FormError message={error} />
      </div>
      <div>
        <span className="reward-card__amount">{formatMoney(item.amount)}</span>{' '}
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={claim.isPending}
          aria-label={t('rewards.claim_item', { title: item.title })}
          onClick={() => {
            setError(null);
            claim.mutateAsync({ itemId: item.id }).catch((err: unknown) => setError(errorText(err)));
          }}
        >
          {t('rewards.claim')}
        </button>
      </div>
    </li>
  );
};

const ActiveGrant = ({ grant, onForfeit }: { grant: BonusGrant; onForfeit: (g: BonusGrant) => void }) => {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <li className="reward-card" data-testid="reward-active">
      {grant.counting ? (
        <Gift className="reward-card__icon" aria-hidden="true" size={24} />
      ) : (
        <Hourglass className="reward-card__icon" aria-hidden="true" size={24} />
      )}
      <div>
        <p className="reward-card__title" id={labelId}>
          {grant.title}
        </p>
        <p className="reward-card__meta">
          {t(`rewards.source.${grant.source}`)} · {t('rewards.claimed_at', { time: formatTime(grant.claimedAt) })}
          {grant.expiresAt ? ` · ${t('rewards.wager_by', { time: formatTime(grant.expiresAt) })}` : null}
          {grant.counting ? null : ` · ${t('rewards.queued')}`}
        </p>
      </div>
      <div>
        <span className="reward-card__amount">{formatMoney(grant.amount)}</span>{' '}
        <button type="button" className="btn btn--sm" onClick={() => onForfeit(grant)}>
          {t('rewards.forfeit')}
        </button>
      </div>
      <div className="reward-progress">
        <div
          className="reward-progress__bar"
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={grant.percent}
        >
          <div className="reward-progress__fill" style={{ width: `${grant.percent}%` }} />
        </div>
        <div className="reward-progress__text">
          <span>
            {t('rewards.progress', {
              progress: formatMoney(grant.progress),
              required: formatMoney(grant.requiredTurnover),
            })}
          </span>
          <span data-testid="reward-remaining">
            {t('rewards.remaining', { amount: formatMoney(grant.remainingTurnover) })}
          </span>
        </div>
      </div>
    </li>
  );
};

/** rewardCenter: claimable items, active bonuses with their wagering progress, and history. */
export const RewardCentrePage = () => {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(1);
  const centre = useRewardCentre({ page, size: HISTORY_SIZE });
  const forfeit = useForfeitBonus();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState<BonusGrant | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (centre.isPending) return <p role="status">{t('app.loading')}</p>;
  if (centre.isError) return <FormError message={errorText(centre.error)} />;
  const data = centre.data;

  return (
    <div className="rewards-page">
      <section className="mc-card" aria-labelledby={`${id}-sum`}>
        <h3 id={`${id}-sum`}>{t('rewards.summary')}</h3>
        <dl className="wallet-figures">
          <div>
            <dt>{t('rewards.locked')}</dt>
            <dd data-testid="rewards-locked">{formatMoney(data.lockedAmount)}</dd>
          </div>
          <div>
            <dt>{t('rewards.remaining_turnover')}</dt>
            <dd data-testid="rewards-remaining">{formatMoney(data.remainingTurnover)}</dd>
          </div>
        </dl>
      </section>

      <section className="mc-card" aria-labelledby={`${id}-claim`}>
        <h3 id={`${id}-claim`}>{t('rewards.claimable')}</h3>
        {data.claimable.length === 0 ? (
          <p className="empty-state">{t('rewards.none_claimable')}</p>
        ) : (
          <ul className="rewards-list">
            {data.claimable.map((i) => (
              <ClaimableItem key={i.id} item={i} />
            ))}
          </ul>
        )}
      </section>

      <section className="mc-card" aria-labelledby={`${id}-active`}>
        <h3 id={`${id}-active`}>{t('rewards.active')}</h3>
        <FormError message={error} />
        {data.active.length === 0 ? (
          <p className="empty-state">{t('rewards.none_active')}</p>
        ) : (
          <ul className="rewards-list">
            {data.active.map((g) => (
              <ActiveGrant key={g.id} grant={g} onForfeit={setConfirming} />
            ))}
          </ul>
        )}
      </section>

      <section className="mc-card" aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`}>{t('rewards.history')}</h3>
        {data.history.list.length === 0 ? (
          <p className="empty-state">{t('rewards.none_history')}</p>
        ) : (
          <table className="rewards-history">
            <thead>
              <tr>
                <th scope="col">{t('rewards.col_title')}</th>
                <th scope="col">{t('rewards.col_amount')}</th>
                <th scope="col">{t('rewards.col_status')}</th>
                <th scope="col">{t('rewards.col_closed')}</th>
              </tr>
            </thead>
            <tbody>
              {data.history.list.map((g) => (
                <tr key={g.id}>
                  <td>{g.title}</td>
                  <td className="rewards-history__num">{formatMoney(g.amount)}</td>
                  <td>{t(`rewards.status.${g.status}`)}</td>
                  <td>{g.closedAt ? formatTime(g.closedAt) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={page} total={data.history.totalPages} onChange={setPage} />
      </section>

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('rewards.forfeit_title')}
        size="sm"
      >
        {confirming ? (
          <div className="form">
            <p>
              {t('rewards.forfeit_confirm', { title: confirming.title, amount: formatMoney(confirming.lockedAmount) })}
            </p>
            <div className="wallet-form__actions">
              <button
                type="button"
                className="btn btn--primary"
                disabled={forfeit.isPending}
                onClick={() => {
                  setError(null);
                  const g = confirming;
                  setConfirming(null);
                  forfeit.mutateAsync({ grantId: g.id }).catch((err: unknown) => setError(errorText(err)));
                }}
              >
                {t('rewards.forfeit_yes')}
              </button>
              <button type="button" className="btn" onClick={() => setConfirming(null)}>
                {t('wallet.cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
};

import './referral-page.css';
import { Copy, MessageCircle, Send, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { formatMoney, formatTime } from '../../../lib/format';
import { useReferralSummary } from '../api/get-referral-summary';

/** The invite link: the site's register page with the member's code. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?referralCode=${encodeURIComponent(code)}`;

const SHARES = [
  {
    type: 'FACEBOOK',
    icon: ThumbsUp,
    url: (l: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(l)}`,
  },
  { type: 'TELEGRAM', icon: Send, url: (l: string) => `https://t.me/share/url?url=${encodeURIComponent(l)}` },
  { type: 'WHATSAPP', icon: MessageCircle, url: (l: string) => `https://wa.me/?text=${encodeURIComponent(l)}` },
] as const;

/**
 * The member centre's invite-friends page: code, link with QR and share buttons, the brand's rule
 * as text, and the invitees (names masked by the server) with their status and reward.
 * `socials`: the social types the brand links to (its resources), so only its own networks are offered.
 */
export const ReferralPage = ({ viewer, socials }: { viewer: string; socials: string[] }) => {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useReferralSummary(viewer);
  const [copied, setCopied] = useState(false);
  if (isLoading) return <p className="empty-state">{t('app.loading')}</p>;
  if (isError || !data) return <p className="empty-state">{t('error.network')}</p>;
  if (!data.enabled || !data.rule) return <p className="empty-state">{t('coming.activity_coming')}</p>;
  const link = referralLink(window.location.origin, data.referralCode);
  const r = data.rule;
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    });
  return (
    <div className="referral">
      <section className="referral__invite" aria-label={t('referral.invite')}>
        <div className="referral__fields">
          <p>
            {t('referral.code')}: <strong data-testid="referral-code">{data.referralCode}</strong>
          </p>
          <label className="referral__link">
            <span>{t('referral.link')}</span>
            <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className="referral__shares">
            <button type="button" className="btn btn--sm btn--primary" onClick={copy}>
              <Copy aria-hidden="true" size={16} /> {copied ? t('referral.copied') : t('referral.copy_link')}
            </button>
            {SHARES.filter((s) => socials.some((x) => x.startsWith(s.type))).map((s) => (
              <a key={s.type} className="btn btn--sm" href={s.url(link)} target="_blank" rel="noopener noreferrer">
                <s.icon aria-hidden="true" size={16} /> {t('referral.share_on', { network: t(`resource.${s.type}`) })}
              </a>
            ))}
          </div>
        </div>
        <QrCode value={link} size={132} label={t('referral.qr')} />
      </section>
      <section aria-label={t('referral.rules')}>
        <h3>{t('referral.rules')}</h3>
        <ul className="referral__rules">
          {r.minFirstDeposit > 0 ? (
            <li>{t('referral.rule_deposit', { amount: formatMoney(r.minFirstDeposit), days: r.withinDays })}</li>
          ) : null}
          {r.minTurnover > 0 ? (
            <li>{t('referral.rule_turnover', { amount: formatMoney(r.minTurnover), days: r.withinDays })}</li>
          ) : null}
          {r.referrerReward > 0 ? (
            <li>
              {t('referral.rule_reward', {
                amount: formatMoney(r.referrerReward),
                times: r.referrerWageringX100 / 100,
              })}
            </li>
          ) : null}
          {r.refereeReward > 0 ? (
            <li>
              {t('referral.rule_friend_reward', {
                amount: formatMoney(r.refereeReward),
                times: r.refereeWageringX100 / 100,
              })}
            </li>
          ) : null}
          <li>{t('referral.rule_once')}</li>
        </ul>
      </section>
      <section aria-label={t('referral.invitees')}>
        <h3>{t('referral.invitees')}</h3>
        <p className="referral__totals">
          {t('referral.totals', {
            invited: data.totals.invited,
            rewarded: data.totals.rewarded,
            earned: formatMoney(data.totals.earned),
          })}
        </p>
        {data.invitees.length === 0 ? (
          <p className="empty-state">{t('referral.none_yet')}</p>
        ) : (
          <table className="referral__table">
            <thead>
              <tr>
                <th scope="col">{t('referral.friend')}</th>
                <th scope="col">{t('referral.registered')}</th>
                <th scope="col">{t('referral.status')}</th>
                <th scope="col">{t('referral.reward')}</th>
              </tr>
            </thead>
            <tbody>
              {data.invitees.map((i) => (
                <tr key={`${i.name}-${i.registeredAt}`}>
                  <td>{i.name}</td>
                  <td>{formatTime(i.registeredAt)}</td>
                  <td>
                    <span className={`referral__status referral__status--${i.status.toLowerCase()}`}>
                      {t(`referral.status_${i.status.toLowerCase()}`)}
                    </span>
                  </td>
                  <td>{i.reward > 0 ? formatMoney(i.reward) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
};

import type { MemberProfile } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../../components/can';
import { Money } from '../../../components/money';
import { formatDateTime } from '../../../lib/format';
import { MemberActions } from './member-actions';
import { MemberStatus, useMemberType } from './member-format';
import { MemberStanding } from './member-standing';

const MemberLink = ({ person }: { person: { id: number; account: string } | null }) => {
  const { t } = useTranslation('members');
  return person ? <Link to={`/members/${person.id}`}>{person.account}</Link> : <>{t('profile.none')}</>;
};

/** Identity, balances, VIP and labels, agents, and the account actions. */
export const OverviewTab = ({ member }: { member: MemberProfile }) => {
  const { t } = useTranslation('members');
  const memberType = useMemberType();
  const when = (v: number | null) => (v ? formatDateTime(v) : t('profile.never'));
  const total = member.wallets.filter((w) => w.wallet !== 'HOLD').reduce((sum, w) => sum + w.balance, 0);
  return (
    <div className="members-overview">
      <section className="card" aria-labelledby="member-identity">
        <h2 id="member-identity">{t('profile.identity')}</h2>
        <dl className="members-facts">
          <dt>{t('col.status')}</dt>
          <dd>
            <MemberStatus status={member.status} />
          </dd>
          <dt>{t('profile.nickname')}</dt>
          <dd>{member.nickname}</dd>
          <dt>{t('profile.type')}</dt>
          <dd>{member.trial ? t('profile.trial') : memberType(member.type)}</dd>
          <dt>{t('profile.mobile')}</dt>
          <dd>{member.mobile || t('profile.none')}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{member.email || t('profile.none')}</dd>
          <dt>{t('profile.registered')}</dt>
          <dd>{when(member.registeredAt)}</dd>
          <dt>{t('profile.registeredIp')}</dt>
          <dd>{member.registeredIp || t('profile.none')}</dd>
          <dt>{t('profile.firstLogin')}</dt>
          <dd>{when(member.firstLoginAt)}</dd>
          <dt>{t('profile.lastLogin')}</dt>
          <dd>{when(member.lastLoginAt)}</dd>
          <dt>{t('profile.lastLoginIp')}</dt>
          <dd>{member.lastLoginIp || t('profile.none')}</dd>
          <dt>{t('profile.device')}</dt>
          <dd>{member.device || t('profile.none')}</dd>
          <dt>{t('profile.totp')}</dt>
          <dd>{t(member.totpBound ? 'profile.totpBound' : 'profile.totpNone')}</dd>
          <dt>{t('profile.sessions')}</dt>
          <dd>{member.openSessions}</dd>
          {member.mustChangePassword ? (
            <>
              <dt>{t('profile.mustChange')}</dt>
              <dd>{t('profile.yes')}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="card" aria-labelledby="member-balances">
        <h2 id="member-balances">{t('profile.balances')}</h2>
        <table className="members-wallets">
          <thead>
            <tr>
              <th scope="col">{t('col.wallet')}</th>
              <th scope="col">{t('col.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {member.wallets.map((w) => (
              <tr key={w.wallet}>
                <td>{w.name}</td>
                <td>
                  <Money value={w.balance} />
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('profile.total')}</th>
              <td>
                <Money value={total} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('profile.outstanding')}</th>
              <td>
                <Money value={member.outstanding} />
              </td>
            </tr>
          </tbody>
        </table>
        {member.outstanding > 0 ? <p className="members-hint">{t('profile.outstandingHint')}</p> : null}
      </section>
      <section className="card" aria-labelledby="member-standing">
        <h2 id="member-standing">{t('profile.standing')}</h2>
        <MemberStanding member={member} />
      </section>
      <section className="card" aria-labelledby="member-agents">
        <h2 id="member-agents">{t('profile.agents')}</h2>
        <dl className="members-facts">
          <dt>{t('profile.upline')}</dt>
          <dd>
            <MemberLink person={member.upline} />
          </dd>
          <dt>{t('profile.uplineChain')}</dt>
          <dd>
            {member.uplineChain.length === 0
              ? t('profile.none')
              : member.uplineChain.map((p, i) => (
                  <span key={p.id}>
                    {i > 0 ? ' › ' : ''}
                    <MemberLink person={p} />
                  </span>
                ))}
          </dd>
          <dt>{t('profile.referrer')}</dt>
          <dd>
            <MemberLink person={member.referrer} />
          </dd>
          <dt>{t('profile.affiliateCode')}</dt>
          <dd>{member.affiliateCode || t('profile.none')}</dd>
          <dt>{t('profile.referralCode')}</dt>
          <dd>{member.referralCode || t('profile.none')}</dd>
          <dt>{t('profile.downline')}</dt>
          <dd>{member.downlineCount}</dd>
        </dl>
      </section>
      <Can permission="members.write">
        <section className="card" aria-labelledby="member-actions">
          <h2 id="member-actions">{t('actions.title')}</h2>
          <MemberActions member={member} />
        </section>
      </Can>
    </div>
  );
};

import { OPERATOR_PERMISSIONS } from '@pagoda/contracts';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import './account-page.css';

/** The signed-in operator: role, the session's limits, and which permissions the role grants. */
const AccountPage = () => {
  const { t } = useTranslation('account');
  const { operator, permissions } = useSession();
  if (!operator) return null;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="account">
        <dl className="card account__facts">
          <dt>{t('username')}</dt>
          <dd>{operator.username}</dd>
          <dt>{t('role')}</dt>
          <dd>
            <StatusBadge tone="info">{operator.role}</StatusBadge>
          </dd>
          <dt>{t('expiresAt')}</dt>
          <dd>{formatDateTime(operator.expiresAt)}</dd>
          <dt>{t('idle')}</dt>
          <dd>{t('idleMinutes', { count: operator.idleMinutes })}</dd>
        </dl>
        <section className="card">
          <h2 className="account__subtitle">{t('permissions')}</h2>
          <ul className="account__permissions">
            {OPERATOR_PERMISSIONS.map((p) => {
              const has = permissions.has(p);
              return (
                <li key={p} className={has ? undefined : 'muted'}>
                  {has ? (
                    <Check size={14} aria-label={t('granted')} />
                  ) : (
                    <Minus size={14} aria-label={t('notGranted')} />
                  )}
                  <code>{p}</code>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </>
  );
};

export default AccountPage;

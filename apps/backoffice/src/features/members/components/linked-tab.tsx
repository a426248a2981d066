import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useLinkedMembers } from '../api/linked-members';
import { MemberStatus } from './member-format';

/** Members sharing a registration or login IP with this one, with what they share. */
export const LinkedTab = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const linked = useLinkedMembers(memberId);
  if (linked.isPending) return <p>{t('common:grid.loading')}</p>;
  if (linked.isError) return <p role="alert">{errorText(t, linked.error)}</p>;
  return (
    <section aria-label={t('linked.caption')}>
      <p className="members-hint">{t('linked.hint')}</p>
      {linked.data.list.length === 0 ? (
        <p>{t('linked.none')}</p>
      ) : (
        <div className="grid__scroll">
          <table className="grid__table">
            <caption className="visually-hidden">{t('linked.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.account')}</th>
                <th scope="col">{t('col.status')}</th>
                <th scope="col">{t('col.registeredAt')}</th>
                <th scope="col">{t('linked.shared')}</th>
              </tr>
            </thead>
            <tbody>
              {linked.data.list.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link to={`/members/${m.id}`} aria-label={t('search.open', { account: m.account })}>
                      {m.account}
                    </Link>
                  </td>
                  <td>
                    <MemberStatus status={m.status} />
                  </td>
                  <td>{formatDateTime(m.registeredAt)}</td>
                  <td>{m.shared.map((s) => `${s.ip} (${t(`linked.reason.${s.reason}`)})`).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

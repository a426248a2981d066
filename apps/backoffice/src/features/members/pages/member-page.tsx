import { ArrowLeft } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/can';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/error-message';
import { useMemberProfile } from '../api/member-profile';
import {
  BetsGrid,
  DepositsGrid,
  DownlineGrid,
  LedgerGrid,
  LoginsGrid,
  SecurityGrid,
  WithdrawalsGrid,
} from '../components/history-grids';
import { LinkedTab } from '../components/linked-tab';
import { MemberStatus } from '../components/member-format';
import { NotesTab } from '../components/notes-tab';
import { OverviewTab } from '../components/overview-tab';
import '../members.css';

const TABS = [
  'overview',
  'ledger',
  'deposits',
  'withdrawals',
  'bets',
  'logins',
  'security',
  'notes',
  'linked',
  'team',
] as const;
type Tab = (typeof TABS)[number];
/** Deposits and withdrawals are payment data: absent without payments.read (the API refuses them too). */
const PAYMENT_TABS: readonly Tab[] = ['deposits', 'withdrawals'];

/** The member profile: a header with the status, and one tab per part of the member's record. */
const MemberPage = () => {
  const { t } = useTranslation('members');
  const memberId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const payments = usePermission('payments.read');
  const profile = useMemberProfile(memberId);
  const tabs = TABS.filter((tab) => payments || !PAYMENT_TABS.includes(tab));
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'overview';
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (next: Tab) => {
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
    refs.current[next]?.focus();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.indexOf(tab);
    if (e.key === 'ArrowRight') select(tabs[(i + 1) % tabs.length]!);
    else if (e.key === 'ArrowLeft') select(tabs[(i - 1 + tabs.length) % tabs.length]!);
    else if (e.key === 'Home') select(tabs[0]!);
    else if (e.key === 'End') select(tabs[tabs.length - 1]!);
    else return;
    e.preventDefault();
  };

  const back = (
    <Link className="button" to="/members">
      <ArrowLeft size={14} aria-hidden />
      {t('profile.back')}
    </Link>
  );
  if (!Number.isInteger(memberId) || memberId < 1 || (profile.isError && profile.error)) {
    return (
      <>
        <PageHeader title={t('search.title')} actions={back} />
        <p role="alert">{profile.isError ? errorText(t, profile.error) : t('profile.notFound')}</p>
      </>
    );
  }
  if (profile.isPending) return <p className="page-loading">{t('common:grid.loading')}</p>;
  const member = profile.data;

  return (
    <>
      <PageHeader
        title={member.account}
        description={
          <>
            <MemberStatus status={member.status} /> #{member.id}
          </>
        }
        actions={back}
      />
      <div className="members-tabs" role="tablist" aria-label={t('profile.tabs')} onKeyDown={onKey}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`member-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`member-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="members-tabs__tab"
            onClick={() => select(name)}
          >
            {t(`profile.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`member-panel-${tab}`} aria-labelledby={`member-tab-${tab}`}>
        {tab === 'overview' ? <OverviewTab member={member} /> : null}
        {tab === 'ledger' ? <LedgerGrid memberId={memberId} /> : null}
        {tab === 'deposits' ? <DepositsGrid memberId={memberId} /> : null}
        {tab === 'withdrawals' ? <WithdrawalsGrid memberId={memberId} /> : null}
        {tab === 'bets' ? <BetsGrid memberId={memberId} /> : null}
        {tab === 'logins' ? <LoginsGrid memberId={memberId} /> : null}
        {tab === 'security' ? <SecurityGrid memberId={memberId} /> : null}
        {tab === 'notes' ? <NotesTab memberId={memberId} /> : null}
        {tab === 'linked' ? <LinkedTab memberId={memberId} /> : null}
        {tab === 'team' ? <DownlineGrid memberId={memberId} /> : null}
      </div>
    </>
  );
};

export default MemberPage;

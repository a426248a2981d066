import type { ComponentType } from 'react';
import {
  MemberCentrePanel,
  type MemberCentrePageProps,
  type MemberCentrePanelProps,
} from '../features/member-centre/components/member-centre-panel';
import type { MemberCentrePage } from '../features/member-centre/entries';
import { useMissionBadge } from '../features/missions/hooks/use-mission-badge';
import { useBrand } from '../features/system/hooks/use-brand';
import { lazyPage } from '../lib/lazy-with-timeout';

type Page = ComponentType<MemberCentrePageProps>;

// Each wallet page loads when it is first opened.
const MyWalletPage = lazyPage(() => import('../features/wallet/components/my-wallet-page'), 'MyWalletPage');
const DepositPage = lazyPage(() => import('../features/wallet/components/deposit-page'), 'DepositPage');
const WithdrawPage = lazyPage(() => import('../features/wallet/components/withdraw-page'), 'WithdrawPage');
const TransferUplinePage = lazyPage(
  () => import('../features/wallet/components/transfer-upline-page'),
  'TransferUplinePage',
);
const records = () => import('../features/wallet/components/records-pages');
const TransactionHistoryPage = lazyPage(records, 'TransactionHistoryPage');
const PersonalProfitPage = lazyPage(records, 'PersonalProfitPage');
const BonusDetailsPage = lazyPage(records, 'BonusDetailsPage');
const RewardCentrePage = lazyPage(
  () => import('../features/rewards/components/reward-centre-page'),
  'RewardCentrePage',
);
const ReferralPage = lazyPage(() => import('../features/referral/components/referral-page'), 'ReferralPage');
const BetHistoryPage = lazyPage(() => import('../features/games/components/bet-history-page'), 'BetHistoryPage');
const MissionActivityPage = lazyPage(
  () => import('../features/missions/components/mission-activity-page'),
  'MissionActivityPage',
);

/** Invite friends, offered on the brand's own social networks (its resources). */
const ReferralEntry = ({ memberId }: { memberId: number }) => {
  const { resources } = useBrand();
  return <ReferralPage viewer={String(memberId)} socials={resources.filter((r) => r.url).map((r) => r.resourceType)} />;
};

/** The member-centre pages other features supply, composed here so features stay independent. */
export const MEMBER_CENTRE_PAGES: Partial<Record<MemberCentrePage, Page>> = {
  transferFund: () => <MyWalletPage />,
  depositv2: () => <DepositPage />,
  withdraw: ({ onPage }) => <WithdrawPage onOpenSecurityCentre={() => onPage('securityCenter')} />,
  transferUpline: ({ member, onPage }) => (
    <TransferUplinePage member={member} onOpenSecurityCentre={() => onPage('securityCenter')} />
  ),
  personalHistoryCopy: () => <BetHistoryPage />,
  transactionHistory: () => <TransactionHistoryPage />,
  personalProfit: () => <PersonalProfitPage />,
  bonusDetails: () => <BonusDetailsPage />,
  rewardCenter: () => <RewardCentrePage />,
  missionLeaderboard: () => <MissionActivityPage />,
  referral: ({ member }) => <ReferralEntry memberId={member.id} />,
};

/** The member-centre panel with these pages; the layout loads it on first use, pages and all. */
export const MemberCentre = (props: Omit<MemberCentrePanelProps, 'pages'>) => {
  // Mission activity's red badge: completed missions whose reward is not claimed yet.
  const missions = useMissionBadge(true);
  return (
    <MemberCentrePanel
      {...props}
      counts={{ ...props.counts, missionLeaderboard: missions }}
      pages={MEMBER_CENTRE_PAGES}
    />
  );
};

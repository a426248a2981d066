import { AGENT_TYPES, errorMessageKey, flattenWhitelabel, isMobileIccLocked, MemberType } from '@pagoda/contracts';
import { LoaderCircle } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAgentCentre } from '../../features/agent-centre/agent-centre-state';
import { useFundsConsolidated } from '../../features/agent-centre/api/get-funds-consolidated';
import { AnnouncementStrip } from '../../features/announcements/components/announcement-strip';
import { BannerCarousel } from '../../features/announcements/components/banner-carousel';
import { EntryPopup } from '../../features/announcements/components/entry-popup';
import { useRewardCount } from '../../features/rewards/api/get-reward-count';
import { useMemberInfo } from '../../features/session/api/get-member-info';
import { useSession } from '../../features/session/session-context';
import { useToken } from '../../features/session/session-store';
import { useStatus } from '../../features/system/api/get-status';
import { MaintenanceScreen } from '../../features/system/components/maintenance-screen';
import { RegionBlockScreen } from '../../features/system/components/region-block-screen';
import { ApiError } from '../../lib/api-client';
import { lazyPage } from '../../lib/lazy-with-timeout';
import { getToken } from '../../lib/storage';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { useMemberCentre } from '../member-centre-state';
import { GUARD_OPEN_PATHS, type RouteEntry } from '../route-table';
import { useServiceChannel } from '../use-service-channel';
import { Footer } from './footer';
import { Header } from './header';
import { SideBar } from './side-bar';

// The account popups load on first use, keeping them out of the first bundle.
const AccountModals = lazyPage(() => import('../../features/session/components/account-modals'), 'AccountModals');

// The member centre and the pages other features give it load on first use.
const MemberCentre = lazyPage(() => import('../member-centre-pages'), 'MemberCentre');

// The agent centre and its pages load on first use (agents only).
const AgentCentreModal = lazyPage(
  () => import('../../features/agent-centre/components/agent-centre-modal'),
  'AgentCentreModal',
);

// The push channel and its notices load after the first paint, outside the first bundle.
const MemberEventNotices = lazyPage(
  () => import('../../features/wallet/components/member-event-notices'),
  'MemberEventNotices',
);

// The red-envelope rain (countdown chip and the rain itself) loads after the first paint.
const RedEnvelopeRain = lazyPage(
  () => import('../../features/red-envelope/components/red-envelope-rain'),
  'RedEnvelopeRain',
);

const PageFallback = () => {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      {t('app.loading')}
    </div>
  );
};

const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/** Main screen by the system status value: 0 the site, 1 maintenance, 2 region block. */
export const RootLayout = () => {
  const { t } = useTranslation();
  const status = useStatus();
  const location = useLocation();
  const matches = useMatches();
  const entry = (matches[matches.length - 1]?.handle ?? null) as RouteEntry | null;
  const openService = useServiceChannel();
  const { modal, openModal, isLoggedIn } = useSession();
  const centre = useMemberCentre();
  const agentCentre = useAgentCentre();
  const member = useMemberInfo();
  const agentCentreOpen = Boolean(agentCentre.open && isLoggedIn && member.data && isAgentType(member.data.type));
  // The contract entries show once the member's offers and contracts are known (spec §3 consolidated).
  const consolidated = useFundsConsolidated(agentCentreOpen);
  const token = useToken();
  // The member centre's red badge for rewardCenter (the same query as the top bar's count).
  const rewardCount = useRewardCount(isLoggedIn);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (status.isPending) {
    return (
      <div className="splash" role="status" aria-live="polite">
        <LoaderCircle className="splash__spinner" aria-hidden="true" size={48} />
        <span>{t('app.loading')}</span>
      </div>
    );
  }
  if (status.isError) {
    const code = status.error instanceof ApiError ? status.error.code : 'network';
    return (
      <main className="status-screen">
        <h1>{t(errorMessageKey(code), { defaultValue: t('error.network') })}</h1>
        <button type="button" className="btn btn--primary" onClick={() => void status.refetch()}>
          {t('app.retry')}
        </button>
      </main>
    );
  }
  const data = status.data;
  if (data.status === 1)
    return (
      <MaintenanceScreen
        endsAt={data.maintenanceEnd}
        message={data.maintenanceMessage}
        onRetry={() => void status.refetch()}
      />
    );
  if (data.status === 2)
    return <RegionBlockScreen ip={data.location.ip} onContact={openService ? () => openService() : null} />;

  const brand = data.info.brand;
  if (brand.loginedToHomePage && !getToken() && !GUARD_OPEN_PATHS.includes(location.pathname)) {
    return <Navigate to="/login" replace />;
  }

  const layout = entry?.layout ?? 'full';
  const modules = flattenWhitelabel(data.info.whitelabel);
  const accountModals = modal ? (
    <Suspense fallback={null}>
      <AccountModals modules={modules} rules={data.info.register} defaultDialingCode={brand.defaultDialingCode} />
    </Suspense>
  ) : null;
  const page = (
    <ChunkErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  );

  if (layout === 'bare')
    return (
      <>
        <main id="main">{page}</main>
        {accountModals}
      </>
    );

  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skip_to_content')}
      </a>
      <Header
        languages={brand.languages}
        canRegister={Boolean(modules.DIRECTREG3) && Boolean(modules.USERNAMEREG3 || modules.MOBILENUMREG3)}
        smsLogin={Boolean(modules.MOBILEVERCODELOGIN3)}
      />
      <main id="main" className="site-main">
        {layout === 'full' ? <BannerCarousel key={entry?.banner ?? 'none'} group={entry?.banner ?? null} /> : null}
        {layout === 'full' && entry?.marquee ? (
          <div className="container">
            <AnnouncementStrip />
          </div>
        ) : null}
        {page}
      </main>
      {layout === 'full' ? (
        <>
          <Footer resources={data.info.resources} brandName={brand.name} />
          <SideBar resources={data.info.resources} />
        </>
      ) : null}
      {accountModals}
      {/* The brand's popup announcements (PU), once per session. */}
      <EntryPopup />
      {/* Money events (WebSocket) refresh the balance everywhere and show deposit/withdraw results. */}
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <MemberEventNotices token={token} />
        </Suspense>
      ) : null}
      {isLoggedIn && member.data && member.data.type !== MemberType.Trial ? (
        <Suspense fallback={null}>
          <RedEnvelopeRain />
        </Suspense>
      ) : null}
      {agentCentreOpen && member.data && modules.AGENTCENTER ? (
        <Suspense fallback={null}>
          <AgentCentreModal
            member={member.data}
            modules={modules}
            consolidated={consolidated.data ?? null}
            page={agentCentre.page}
            onPage={agentCentre.setPage}
            onClose={agentCentre.closeAgentCentre}
          />
        </Suspense>
      ) : null}
      {centre.open && isLoggedIn && member.data && member.data.type !== MemberType.Trial ? (
        <Suspense fallback={null}>
          <MemberCentre
            member={member.data}
            page={centre.page}
            onPage={centre.setPage}
            onClose={centre.closeCentre}
            onChangePassword={() => openModal('change-password')}
            rules={data.info.register}
            mobileIccLocked={isMobileIccLocked(modules)}
            counts={{ rewardCenter: rewardCount.data ?? 0 }}
          />
        </Suspense>
      ) : null}
    </>
  );
};

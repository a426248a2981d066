import { AGENT_TYPES, type Resource, WhitelabelModule } from '@pagoda/contracts';
import { ArrowUp, Headphones, Share2, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/qr-code';
import { useAgentCentre } from '../../features/agent-centre/agent-centre-state';
import { useMemberInfo } from '../../features/session/api/get-member-info';
import { useSession } from '../../features/session/session-context';
import { useBrand } from '../../features/system/hooks/use-brand';
import { useMemberCentre } from '../member-centre-state';
import { useServiceChannel } from '../use-service-channel';
import { SocialLinks } from './social-links';

const SIDE_SOCIALS = ['FACEBOOK', 'TWITTER', 'YOUTUBE', 'TELEGRAM_2', 'TELEGRAM', 'WHATSAPP', 'INSTAGRAM'] as const;
const APP_TYPES = ['MOBILECONFIG', 'IOS', 'ANDROID'] as const;

/** The right-hand quick bar: service, app QR codes, socials, share and back to top. */
export const SideBar = ({ resources }: { resources: Resource[] }) => {
  const { t } = useTranslation();
  const openService = useServiceChannel();
  const { isLoggedIn, requestLogin } = useSession();
  const { data: member } = useMemberInfo();
  const { modules } = useBrand();
  const { openCentre } = useMemberCentre();
  const { openAgentCentre } = useAgentCentre();
  const [showApps, setShowApps] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const apps = APP_TYPES.map((type) => resources.find((r) => r.resourceType === type && r.url)).filter(
    (r): r is Resource => Boolean(r),
  );

  const share = () => {
    // Spec §2: logged out → login; agent → the agent centre's registerCenter; otherwise the referral
    // page when the brand's REFERRAL promotion is on, else activity_coming.
    if (!isLoggedIn) return requestLogin();
    const isAgent = member ? (AGENT_TYPES as readonly number[]).includes(member.type) : false;
    if (isAgent && modules[WhitelabelModule.AgentCentre]) return openAgentCentre('registerCenter');
    if (isAgent) return setNotice(t('coming.activity_coming'));
    if (modules[WhitelabelModule.Referral]) return openCentre('referral');
    setNotice(t('coming.activity_coming'));
  };

  return (
    <aside className="side-bar" aria-label={t('sidebar.label')}>
      {openService ? (
        <button
          type="button"
          className="side-bar__btn"
          onClick={() => {
            if (!openService()) setNotice(t('sidebar.popup_blocked'));
          }}
        >
          <Headphones aria-hidden="true" size={20} />
          <span className="side-bar__label">{t('sidebar.customer_service')}</span>
        </button>
      ) : null}
      {apps.length ? (
        <div className="side-bar__apps" onMouseEnter={() => setShowApps(true)} onMouseLeave={() => setShowApps(false)}>
          <button
            type="button"
            className="side-bar__btn"
            aria-expanded={showApps}
            onClick={() => setShowApps((v) => !v)}
          >
            <Smartphone aria-hidden="true" size={20} />
            <span className="side-bar__label">{t('sidebar.app_download')}</span>
          </button>
          {showApps ? (
            <div className="side-bar__popover" role="group" aria-label={t('sidebar.scan_to_download')}>
              {apps.map((r) => (
                <figure key={r.resourceType}>
                  <QrCode
                    value={r.qrCodeUrl || r.url}
                    size={112}
                    label={`${t(`resource.${r.resourceType}`)} – ${t('sidebar.scan_to_download')}`}
                  />
                  <figcaption>{t(`resource.${r.resourceType}`)}</figcaption>
                </figure>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      <SocialLinks resources={resources} types={SIDE_SOCIALS} className="side-bar__socials" />
      <button type="button" className="side-bar__btn" onClick={share}>
        <Share2 aria-hidden="true" size={20} />
        <span className="side-bar__label">{t('sidebar.share')}</span>
      </button>
      <button type="button" className="side-bar__btn" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        <ArrowUp aria-hidden="true" size={20} />
        <span className="side-bar__label">{t('sidebar.scroll_top')}</span>
      </button>
      {notice ? (
        <p className="side-bar__toast" role="status" onClick={() => setNotice(null)}>
          {notice}
        </p>
      ) : null}
    </aside>
  );
};

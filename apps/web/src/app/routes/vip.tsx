import { useSession } from '../../features/session/session-context';
import { useToken } from '../../features/session/session-store';
import { VipPage as VipFeaturePage } from '../../features/vip/components/vip-page';

/** /vip: the level table for everyone, the member's own progress when signed in. */
export const VipPage = () => {
  const token = useToken();
  const { requestLogin } = useSession();
  return (
    <div className="container page">
      <VipFeaturePage viewer={token} onLogin={requestLogin} />
    </div>
  );
};

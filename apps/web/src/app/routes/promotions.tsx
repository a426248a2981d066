import { PromotionDetailPage } from '../../features/promotions/components/promotion-detail-page';
import { PromotionsPage as PromotionsList } from '../../features/promotions/components/promotions-page';
import { useSession } from '../../features/session/session-context';
import { useToken } from '../../features/session/session-store';
import { useMemberCentre } from '../member-centre-state';

/** The promotion pages, composed with the session (login gate) and the member centre (reward centre). */
const useWiring = () => {
  const token = useToken();
  const { requestLogin } = useSession();
  const { openCentre } = useMemberCentre();
  return { token, onLogin: requestLogin, onOpenRewards: () => openCentre('rewardCenter') };
};

export const PromotionsPage = () => <PromotionsList {...useWiring()} />;
export const PromoDetailPage = () => <PromotionDetailPage {...useWiring()} />;

import { useMemberInfo } from '../features/session/api/get-member-info';
import { useCustomerService } from '../features/system/hooks/use-customer-service';

/**
 * The customer-service opener for the signed-in member's club rank (spec §6: the VIP channel above
 * rank 4), composed here because the system feature does not read the session feature.
 */
export const useServiceChannel = () => {
  const member = useMemberInfo();
  return useCustomerService(member.data?.clubLabel.rankLevel ?? 0);
};

import { operatorMemberProfile } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api';

/** The member's profile (identity, wallets, VIP, labels, agent links). */
export const memberProfileQuery = (memberId: number) =>
  callQuery(['members', memberId], operatorMemberProfile, { memberId });

export const useMemberProfile = (memberId: number) => useQuery(memberProfileQuery(memberId));

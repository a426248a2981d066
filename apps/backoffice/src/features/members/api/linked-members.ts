import { operatorLinkedMembers } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api';

/** Other members sharing a registration or login IP. */
export const useLinkedMembers = (memberId: number) =>
  useQuery(callQuery(['members', memberId], operatorLinkedMembers, { memberId }));

import {
  operatorEndMemberSessions,
  operatorForceMemberPassword,
  operatorLockMember,
  operatorUnlockMember,
  type MemberAction,
} from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

const OPERATIONS = {
  lock: operatorLockMember,
  unlock: operatorUnlockMember,
  'force-password': operatorForceMemberPassword,
  'end-sessions': operatorEndMemberSessions,
} as const;

/** Lock, unlock, force a password change, end sessions: each refreshes the member's reads. */
export const useMemberAction = (memberId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: MemberAction; reason: string }) =>
      apiCall(OPERATIONS[action], { body: { memberId, reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['members'] }),
  });
};

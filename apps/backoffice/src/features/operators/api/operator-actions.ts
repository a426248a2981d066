import {
  operatorCreateOperator,
  operatorEndSessions,
  operatorListRoles,
  operatorResetPassword,
  operatorResetTotp,
  operatorUpdateOperator,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQuery } from '../../../lib/api';

/** The role keys an operator can be given (built-in and custom). */
export const useRoleKeys = () => useQuery(callQuery(['operators', 'roles'], operatorListRoles));

const useOperatorMutation = <I, R>(fn: (input: I) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['operators'] }) });
};

export const useCreateOperator = () =>
  useOperatorMutation((body: { username: string; role: string; allowedCidrs: string[] }) =>
    apiCall(operatorCreateOperator, { body }),
  );

export const useUpdateOperator = () =>
  useOperatorMutation((body: { id: number; role?: string; enabled?: boolean; allowedCidrs?: string[] }) =>
    apiCall(operatorUpdateOperator, { body }),
  );

export const useResetTotp = () => useOperatorMutation((id: number) => apiCall(operatorResetTotp, { body: { id } }));
export const useResetPassword = () =>
  useOperatorMutation((id: number) => apiCall(operatorResetPassword, { body: { id } }));
export const useEndSessions = () => useOperatorMutation((id: number) => apiCall(operatorEndSessions, { body: { id } }));

import {
  operatorCreateRole,
  operatorDeleteRole,
  operatorListRoles,
  type OperatorPermission,
  operatorUpdateRole,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQuery } from '../../../lib/api';

export const useRoles = () => useQuery(callQuery(['roles'], operatorListRoles));

export type RoleBody = { key: string; name: string; permissions: OperatorPermission[] };

export const useSaveRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isNew }: { body: RoleBody; isNew: boolean }) =>
      apiCall(isNew ? operatorCreateRole : operatorUpdateRole, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['roles'] }),
  });
};

export const useDeleteRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiCall(operatorDeleteRole, { body: { key } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['roles'] }),
  });
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/query-keys';
import { useToken } from '../session-store';

export const fetchMemberInfo = (signal?: AbortSignal) => call('getMemberInfo', { signal });

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: memberKeys.info(token),
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });

export const useMemberInfo = () => {
  const token = useToken();
  return useQuery(memberInfoQueryOptions(token));
};

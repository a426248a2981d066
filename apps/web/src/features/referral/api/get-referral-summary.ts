import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { referralKeys } from '../../../lib/query-keys';

export const fetchReferralSummary = (signal?: AbortSignal) => call('getReferralSummary', { signal });

export const referralSummaryQueryOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: referralKeys.summary(viewer),
    queryFn: ({ signal }) => fetchReferralSummary(signal),
    enabled: Boolean(viewer),
    staleTime: 15_000,
  });

/** The member's code, the brand's rule and the invitees. */
export const useReferralSummary = (viewer: string | null) => useQuery(referralSummaryQueryOptions(viewer));

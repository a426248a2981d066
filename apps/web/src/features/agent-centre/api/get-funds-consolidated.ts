import type { getFundsConsolidated as Op, OperationValue } from '@pagoda/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agentKeys } from '../../../lib/query-keys';

export type FundsConsolidated = OperationValue<typeof Op>;

export const fetchFundsConsolidated = (signal?: AbortSignal) => call('getFundsConsolidated', { signal });

export const fundsConsolidatedQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.consolidated(), queryFn: ({ signal }) => fetchFundsConsolidated(signal) });

/** The member's contract offers and active contracts (spec §3 consolidated); only fetched for a signed-in member. */
export const useFundsConsolidated = (enabled: boolean) => useQuery({ ...fundsConsolidatedQueryOptions(), enabled });

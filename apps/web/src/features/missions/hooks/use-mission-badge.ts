import { useQuery } from '@tanstack/react-query';
import { missionSummaryQueryOptions } from '../api/get-mission-summary';

/** Completed missions not yet claimed: the member centre's red badge on mission activity. */
export const useMissionBadge = (enabled: boolean) =>
  useQuery({ ...missionSummaryQueryOptions(), enabled, select: (d) => d.claimableCount }).data ?? 0;

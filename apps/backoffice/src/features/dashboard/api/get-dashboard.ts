import { operatorDashboard } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api';

/** The dashboard's figures; refreshed every minute while the page is open. */
export const dashboardQuery = (tz?: string) => ({
  ...callQuery(['dashboard'], operatorDashboard, tz ? { tz } : {}),
  refetchInterval: 60_000,
});

export const useDashboard = (tz?: string) => useQuery(dashboardQuery(tz));

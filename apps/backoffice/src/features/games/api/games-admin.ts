import {
  operatorImportGames,
  operatorListRooms,
  operatorListVendors,
  operatorRefreshVendorManifest,
  operatorRevealVendorSecret,
  operatorRotateVendorSecret,
  operatorSetVendorMaintenance,
  operatorUploadGameIcon,
  type OperationBody,
  type OperationQuery,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQuery } from '../../../lib/api';

/** Uploads a game's icon (a data URL); the grid refreshes. */
export const useUploadIcon = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<typeof operatorUploadGameIcon>) => apiCall(operatorUploadGameIcon, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['games'] }),
  });
};

/** Imports a CSV or JSON file of games (all rows or none). */
export const useImportGames = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<typeof operatorImportGames>) => apiCall(operatorImportGames, { body }),
    onSuccess: (r) => {
      if (r.imported) void client.invalidateQueries({ queryKey: ['games'] });
    },
  });
};

/** Live tables and PvP rooms with their occupancy, read again every 10 seconds. */
export const useRooms = (query: OperationQuery<typeof operatorListRooms>) =>
  useQuery({ ...callQuery(['rooms'], operatorListRooms, query), refetchInterval: 10_000 });

export const useVendors = () => useQuery(callQuery(['vendors'], operatorListVendors));

const useVendorMutation = <B, R>(fn: (body: B) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['vendors'] }) });
};

export const useSetMaintenance = () =>
  useVendorMutation((body: OperationBody<typeof operatorSetVendorMaintenance>) =>
    apiCall(operatorSetVendorMaintenance, { body }),
  );

export const useRefreshManifest = () =>
  useVendorMutation((body: OperationBody<typeof operatorRefreshVendorManifest>) =>
    apiCall(operatorRefreshVendorManifest, { body }),
  );

export const useRotateSecret = () =>
  useVendorMutation((body: OperationBody<typeof operatorRotateVendorSecret>) =>
    apiCall(operatorRotateVendorSecret, { body }),
  );

export const useRevealSecret = () =>
  useVendorMutation((body: OperationBody<typeof operatorRevealVendorSecret>) =>
    apiCall(operatorRevealVendorSecret, { body }),
  );

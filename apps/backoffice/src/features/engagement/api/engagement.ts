import {
  operatorCreateRaffle,
  operatorDrawRaffle,
  operatorListLeaderboards,
  operatorListMissions,
  operatorListRaffles,
  operatorListRainSchedules,
  operatorSaveLeaderboard,
  operatorSaveMission,
  operatorSaveRainSchedule,
  operatorStartRainNow,
  type Operation,
  type OperationBody,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQuery } from '../../../lib/api';

/** Every query of the area starts with this key: a change refetches the area. */
export const ENGAGEMENT_KEY = ['engagement'] as const;

export const useMissions = () => useQuery(callQuery([...ENGAGEMENT_KEY, 'missions'], operatorListMissions));
export const useLeaderboards = () => useQuery(callQuery([...ENGAGEMENT_KEY, 'boards'], operatorListLeaderboards));
export const useRainSchedules = () => useQuery(callQuery([...ENGAGEMENT_KEY, 'rains'], operatorListRainSchedules));
export const useRaffles = () => useQuery(callQuery([...ENGAGEMENT_KEY, 'raffles'], operatorListRaffles));

const useChange = <O extends Operation>(op: O) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<O>) => apiCall(op, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ENGAGEMENT_KEY }),
  });
};

export const useSaveMission = () => useChange(operatorSaveMission);
export const useSaveLeaderboard = () => useChange(operatorSaveLeaderboard);
export const useSaveRainSchedule = () => useChange(operatorSaveRainSchedule);
export const useStartRainNow = () => useChange(operatorStartRainNow);
export const useCreateRaffle = () => useChange(operatorCreateRaffle);
export const useDrawRaffle = () => useChange(operatorDrawRaffle);

import {
  type Operation,
  type OperationBody,
  operatorLotteryCloseDraw,
  operatorLotteryConfirmResult,
  operatorLotteryCorrectResult,
  operatorLotteryEnterResult,
  operatorLotterySaveBetType,
  operatorLotteryVendors,
  operatorLotteryVoidDraw,
} from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiCall, callQuery } from '../../../lib/api';

/** Every query of the area starts with this key: a change refetches the area. */
export const LOTTERY_KEY = ['lottery'] as const;

const useChange = <O extends Operation>(op: O) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<O>) => apiCall(op, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: LOTTERY_KEY }),
  });
};

export const useEnterResult = () => useChange(operatorLotteryEnterResult);
export const useConfirmResult = () => useChange(operatorLotteryConfirmResult);
export const useCorrectResult = () => useChange(operatorLotteryCorrectResult);
export const useCloseDraw = () => useChange(operatorLotteryCloseDraw);
export const useVoidDraw = () => useChange(operatorLotteryVoidDraw);
export const useSaveBetType = () => useChange(operatorLotterySaveBetType);

/**
 * The lottery vendors (those with an operations API) and the one the pages work on: `?vendor=` in the URL,
 * else the first. Pages keep it in the URL so a link to a draw names its vendor.
 */
export const useLotteryVendor = () => {
  const [params, setParams] = useSearchParams();
  const vendors = useQuery(callQuery(LOTTERY_KEY, operatorLotteryVendors));
  const list = vendors.data?.vendors ?? [];
  const wanted = params.get('vendor');
  const vendor = list.find((v) => v.code === wanted)?.code ?? list[0]?.code ?? null;
  const setVendor = (code: string) =>
    setParams(
      (p) => {
        p.set('vendor', code);
        return p;
      },
      { replace: true },
    );
  return { vendors, list, vendor, setVendor };
};

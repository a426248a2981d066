import { operatorWithdrawalDetail } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api';
import { MONEY_KEYS } from './keys';

export const withdrawalDetailQuery = (orderNo: string) =>
  callQuery(MONEY_KEYS.withdrawals, operatorWithdrawalDetail, { orderNo });

export const useWithdrawalDetail = (orderNo: string | null) =>
  useQuery({ ...withdrawalDetailQuery(orderNo ?? ''), enabled: Boolean(orderNo) });

import { operatorAdjustBalance, type OperationBody } from '@pagoda/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export const adjustBalance = (body: OperationBody<typeof operatorAdjustBalance>) =>
  apiCall(operatorAdjustBalance, { body });

/** A manual credit or debit: EXECUTED below the threshold, else PENDING for a second operator. */
export const useAdjustBalance = () => useMutation({ mutationFn: adjustBalance });

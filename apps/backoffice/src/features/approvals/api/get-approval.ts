import { operatorGetApproval } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api';

export const useApproval = (id: number) =>
  useQuery({ ...callQuery(['approvals'], operatorGetApproval, { id }), enabled: Number.isInteger(id) && id > 0 });

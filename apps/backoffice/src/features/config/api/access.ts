import {
  type OperationBody,
  type OperationQuery,
  operatorAddRegionBlock,
  operatorConfigAccess,
  operatorRemoveRegionBlock,
  operatorSetLoginFirst,
  operatorSetMaintenance,
} from '@pagoda/contracts';
import { apiCall } from '../../../lib/api';
import { useConfigChange, useConfigRead } from './config-call';

export const useAccess = () => useConfigRead(operatorConfigAccess);

export const useSetMaintenance = () =>
  useConfigChange(operatorConfigAccess, (body: OperationBody<typeof operatorSetMaintenance>) =>
    apiCall(operatorSetMaintenance, { body }),
  );

export const useSetLoginFirst = () =>
  useConfigChange(operatorConfigAccess, (on: boolean) => apiCall(operatorSetLoginFirst, { body: { on } }));

export const useAddRegionBlock = () =>
  useConfigChange(operatorConfigAccess, (body: OperationBody<typeof operatorAddRegionBlock>) =>
    apiCall(operatorAddRegionBlock, { body }),
  );

export const useRemoveRegionBlock = () =>
  useConfigChange(operatorConfigAccess, (query: OperationQuery<typeof operatorRemoveRegionBlock>) =>
    apiCall(operatorRemoveRegionBlock, { query }),
  );

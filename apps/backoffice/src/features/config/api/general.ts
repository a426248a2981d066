import { type OperationBody, operatorConfigGeneral, operatorSetConfigGeneral } from '@pagoda/contracts';
import { apiCall } from '../../../lib/api';
import { useConfigChange, useConfigRead } from './config-call';

export const useGeneral = () => useConfigRead(operatorConfigGeneral);

export const useSetGeneral = () =>
  useConfigChange(operatorConfigGeneral, (body: OperationBody<typeof operatorSetConfigGeneral>) =>
    apiCall(operatorSetConfigGeneral, { body }),
  );

import {
  type OperationBody,
  operatorClearThirdParty,
  operatorConfigThirdParty,
  operatorSetThirdParty,
  type ThirdPartyProvider,
} from '@pagoda/contracts';
import { apiCall } from '../../../lib/api';
import { useConfigChange, useConfigRead } from './config-call';

export const useThirdParty = () => useConfigRead(operatorConfigThirdParty);

export const useSetThirdParty = () =>
  useConfigChange(operatorConfigThirdParty, (body: OperationBody<typeof operatorSetThirdParty>) =>
    apiCall(operatorSetThirdParty, { body }),
  );

export const useClearThirdParty = () =>
  useConfigChange(operatorConfigThirdParty, (provider: ThirdPartyProvider) =>
    apiCall(operatorClearThirdParty, { query: { provider } }),
  );

import { operatorConfigToggles, operatorSetConfigToggle } from '@pagoda/contracts';
import { apiCall } from '../../../lib/api';
import { useConfigChange, useConfigRead } from './config-call';

export const useToggles = () => useConfigRead(operatorConfigToggles);

export const useSetToggle = () =>
  useConfigChange(operatorConfigToggles, (body: { modId: string; enabled: boolean }) =>
    apiCall(operatorSetConfigToggle, { body }),
  );

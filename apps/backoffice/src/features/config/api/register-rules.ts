import {
  type OperationBody,
  operatorCheckRegisterPattern,
  operatorConfigRegisterRules,
  operatorSetRegisterRule,
} from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall, callKey } from '../../../lib/api';
import { CONFIG_KEY, useConfigChange, useConfigRead } from './config-call';

export const useRegisterRules = () => useConfigRead(operatorConfigRegisterRules);

export const useSetRegisterRule = () =>
  useConfigChange(operatorConfigRegisterRules, (body: OperationBody<typeof operatorSetRegisterRule>) =>
    apiCall(operatorSetRegisterRule, { body }),
  );

/**
 * The server's verdict on a pattern being typed (it compiles, and answers hostile input in time):
 * only a pattern it accepts runs in the preview, so a catastrophic one never hangs this page.
 */
export const usePatternCheck = (pattern: string) =>
  useQuery({
    queryKey: callKey(CONFIG_KEY, operatorCheckRegisterPattern, { pattern } as never),
    queryFn: ({ signal }) => apiCall(operatorCheckRegisterPattern, { body: { pattern }, signal }),
    enabled: pattern.length > 0 && pattern.length <= 200,
    staleTime: Infinity,
  });

import type { Operation, OperationValue } from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { callKey, callQuery } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';

/** Every read of the area starts with this key. */
export const CONFIG_KEY = ['config'] as const;

/** A section of the brand's configuration, as the server has it. */
export const useConfigRead = <R extends Operation>(read: R) => useQuery(callQuery(CONFIG_KEY, read));

/**
 * A change whose answer is the fresh state of its section (every config change answers the whole
 * section): the answer replaces the section's cached read, and a toast says it is saved (or why not).
 */
export const useConfigChange = <R extends Operation, V>(
  read: R,
  mutationFn: (vars: V) => Promise<OperationValue<R>>,
) => {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation(['config', 'common']);
  return useMutation({
    mutationFn,
    onSuccess: (value) => {
      client.setQueryData(callKey(CONFIG_KEY, read), value);
      toast.success(t('config:saved'));
    },
    onError: (err) => toast.error(errorText(t, err)),
  });
};

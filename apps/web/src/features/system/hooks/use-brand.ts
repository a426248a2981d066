import { flattenWhitelabel } from '@pagoda/contracts';
import { useMemo } from 'react';
import { useStatus } from '../api/get-status';

/** Brand facts for components rendered inside the site (the status is loaded by then). */
export const useBrand = () => {
  const { data } = useStatus();
  const info = data?.info;
  const modules = useMemo(() => flattenWhitelabel(info?.whitelabel), [info?.whitelabel]);
  return {
    status: data,
    brand: info?.brand,
    resources: info?.resources ?? [],
    customerService: info?.customerService ?? [],
    modules,
    location: data?.location,
  };
};

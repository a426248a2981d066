import { SERVICE_WINDOW, VIP_RANK_LEVEL_ABOVE } from '@pagoda/contracts';
import { useCallback } from 'react';
import { useBrand } from './use-brand';

/**
 * Opens the brand's customer-service channel in a 440x750 window: the VIP channel for club
 * rank above 4, else live chat. Returns null when the brand has no channel.
 */
export const useCustomerService = (rankLevel = 0) => {
  const { customerService } = useBrand();
  const wanted = rankLevel > VIP_RANK_LEVEL_ABOVE ? 'VIP' : 'LIVECHAT';
  const channel = customerService.find((c) => c.csType === wanted) ?? customerService[0];
  const open = useCallback(() => {
    if (!channel) return false;
    const { width, height } = SERVICE_WINDOW;
    const left = Math.max(0, window.screenX + window.outerWidth - width - 40);
    const top = Math.max(0, window.screenY + 60);
    const external = /^https?:/.test(channel.path);
    // noopener for third-party chat hosts; with it window.open always returns null.
    const features = `width=${width},height=${height},left=${left},top=${top}${external ? ',noopener' : ''}`;
    const win = window.open(channel.path, 'pagoda-cs', features);
    return external || win !== null;
  }, [channel]);
  return channel ? open : null;
};

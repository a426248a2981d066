import { PLATFORM_CODE } from '@pagoda/contracts';
import { call } from '../../../lib/api-client';

/** A throw-away trial account. */
export const freeplayRequest = () =>
  call('loginFreeplay', { body: { os: navigator.platform.slice(0, 32), platform: PLATFORM_CODE } });

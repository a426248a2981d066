import { call } from '../../../lib/api-client';
import { CLIENT } from './client-fields';

/** The vendor's game address for a real-money (or trial) session. */
export const launchGameUrl = async (q: { nodeId: string; trial: boolean; language: string }) => {
  const query = {
    ...CLIENT,
    platform: 'html5-desktop',
    nodeId: q.nodeId,
    accountType: q.trial ? 0 : 1,
    launchMode: 'GLS',
    language: q.language,
  };
  const v = await call('launchGame', { query });
  return v.content.game_url;
};

/** A visitor's guest launch: the vendor's fun mode, or launch.guest.unavailable (GCS_gameLaunchFB). */
export const guestLaunchUrl = async (q: { nodeId: string; language: string }) => {
  const query = { ...CLIENT, platform: 'html5-desktop', nodeId: q.nodeId, language: q.language };
  const v = await call('gameLaunchFB', { query });
  return v.content.game_url;
};

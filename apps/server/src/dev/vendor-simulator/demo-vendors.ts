import { randomBytes } from 'node:crypto';
import type { VendorsService } from '../../modules/vendors/vendors.service.js';
import { TRANSFER_SIM_PATH } from './transfer-simulator.service.js';

/**
 * The demo catalogue's own vendors are served by the simulators (demo mode), so every tile of the
 * demo opens a game: Pagoda Slots and Pagoda Live keep their players' money in their own wallet
 * (transfer mode), Pagoda Fishing and Pagoda Cards use the seamless wallet. Each page says it is
 * a simulator. A vendor an operator has already set up is left as it is.
 */
export const DEMO_SIMULATED_VENDORS = [
  { vendorCode: 'PGS', adapter: 'transfer' },
  { vendorCode: 'PGL', adapter: 'transfer' },
  { vendorCode: 'PGF', adapter: 'seamless' },
  { vendorCode: 'PGP', adapter: 'seamless' },
] as const;

export const registerDemoVendors = async (vendors: VendorsService, merchantCode: string) => {
  const added: string[] = [];
  for (const v of DEMO_SIMULATED_VENDORS) {
    const ok = await vendors.addIntegrationIfMissing({
      merchantCode,
      vendorCode: v.vendorCode,
      adapter: v.adapter,
      secret: randomBytes(32).toString('base64url'),
      launchUrl:
        v.adapter === 'transfer'
          ? `${TRANSFER_SIM_PATH}/game?vendor=${v.vendorCode}`
          : `/sim/vendor/game?vendor=${v.vendorCode}`,
      walletApiUrl: v.adapter === 'transfer' ? TRANSFER_SIM_PATH : '',
    });
    if (ok) added.push(v.vendorCode);
  }
  return added;
};

import type { Db } from '../../db/client.js';
import type { LedgerService } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { createSeamlessWalletService } from './seamless-wallet.service.js';
import { createTransferReportsService } from './transfer-reports.service.js';
import { createVendorLaunchService, type VendorLaunchDeps } from './vendor-launch.service.js';

export type { VendorCaller } from './vendor-launch.service.js';
export type VendorsService = ReturnType<typeof createVendorsService>;

/**
 * The vendor layer, wired: launches and integrations at the top (what the games module, the
 * demo set-up and the simulators use), the seamless wallet API under `wallet`, and transfer-mode
 * round reports under `reports`.
 */
export const createVendorsService = (
  db: Db,
  deps: VendorLaunchDeps & { ledger: LedgerService; events: MemberEvents; lanes?: number },
) => {
  const launches = createVendorLaunchService(db, deps);
  return {
    ...launches,
    wallet: createSeamlessWalletService(db, { ...deps, launches }),
    reports: createTransferReportsService(db, { ...deps, launches }),
  };
};

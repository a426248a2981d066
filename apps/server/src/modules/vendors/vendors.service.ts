import { ErrorCode } from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyBody } from '../../lib/signature.js';
import type { BrandService } from '../brand/brand.service.js';
import type { LedgerService } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { createSeamlessWalletService } from './seamless-wallet.service.js';
import { createTransferReportsService } from './transfer-reports.service.js';
import { createVendorAdjustService } from './vendor-adjust.service.js';
import { createVendorLaunchService, type VendorCaller, type VendorLaunchDeps } from './vendor-launch.service.js';

export type { VendorCaller } from './vendor-launch.service.js';
export type VendorsService = ReturnType<typeof createVendorsService>;

/** What a vendor's wallet call says about its sender: its headers and the exact bytes it signed. */
export type SignedCall = { merchant: string; vendor: string; rawBody: string; signature: string | undefined };

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The vendor layer, wired: launches and integrations at the top (what the games module, the
 * demo set-up and the simulators use), the seamless wallet API under `wallet` (its `adjust` under
 * `corrections`), and transfer-mode round reports under `reports`.
 */
export const createVendorsService = (
  db: Db,
  deps: VendorLaunchDeps & {
    ledger: LedgerService;
    events: MemberEvents;
    brands: Pick<BrandService, 'getConfig'>;
    lanes?: number;
  },
) => {
  const launches = createVendorLaunchService(db, deps);
  return {
    ...launches,
    /**
     * The vendor behind a signed wallet call. An unknown brand or vendor, a disabled integration and
     * a wrong signature all answer SignatureInvalid, so a stranger learns nothing (docs/vendor-api.md).
     */
    caller: async (call: SignedCall): Promise<VendorCaller> => {
      const brand = CODE.test(call.merchant) ? await deps.brands.getConfig(call.merchant) : null;
      const integration =
        brand && CODE.test(call.vendor) ? await launches.integration(call.merchant, call.vendor) : null;
      if (!brand || !integration?.enabled || !verifyBody(integration.secret, call.rawBody, call.signature))
        throw new AppError(ErrorCode.SignatureInvalid);
      return { brand, integration };
    },
    wallet: createSeamlessWalletService(db, { ...deps, launches }),
    /** Corrections of settled wins (`adjust`), which may book a member's debt to the house. */
    corrections: createVendorAdjustService(db, { ...deps, launches }),
    reports: createTransferReportsService(db, { ...deps, launches }),
  };
};

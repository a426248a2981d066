import { randomBytes } from 'node:crypto';
import { ErrorCode, minorToNumber } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { membersRepository } from '../../modules/accounts/members.repository.js';
import type { BrandService } from '../../modules/brand/brand.service.js';
import type { VendorsService } from '../../modules/vendors/vendors.service.js';
import { walletRepository } from '../../modules/wallet/wallet.repository.js';
import { runSimulation } from './simulation.js';
import { createSimulatorClient, injectTransport } from './simulator-client.js';
import { SIM_VENDOR } from './simulator.service.js';

/**
 * `npm run ops -- simulate-vendor ACCOUNT [--rounds 200] [--faults]`: demo traffic from the
 * vendor simulator for one member, through the signed seamless API of this server. Answers the
 * vendor's own books beside the platform's balance, which must agree.
 */
export const simulateVendor = async (
  app: FastifyInstance,
  db: Db,
  deps: { vendors: VendorsService; brands: BrandService },
  cmd: { merchant: string; account: string; rounds: number; faults: boolean },
) => {
  const brand = await deps.brands.getConfig(cmd.merchant);
  const member = brand ? await membersRepository.findByAccount(db, cmd.merchant, cmd.account.toLowerCase()) : null;
  if (!brand || !member) throw new AppError(ErrorCode.NotFound, `No member ${cmd.account}`);
  const integration = await deps.vendors.integration(cmd.merchant, SIM_VENDOR);
  if (!integration) throw new AppError(ErrorCode.GameNotFound, 'The SIM vendor is not set up for this brand.');
  const mainOf = async () =>
    (await walletRepository.memberWallets(db, member.id)).find((w) => w.accountTypeId === 2)?.balance ?? 0n;
  const before = await mainOf();
  const { gameUrl } = await deps.vendors.launch({
    brand,
    member,
    // An operator's demo traffic: no member session to follow.
    sessionId: null,
    vendorCode: SIM_VENDOR,
    gameCode: 'sim-slot',
    category: 'RNG',
    accountType: member.type === 4 ? 0 : 1,
    language: 'EN',
    returnUrl: '/',
  });
  const token = new URL(gameUrl, 'http://sim.local').searchParams.get('token')!;
  const client = createSimulatorClient({
    merchant: cmd.merchant,
    vendor: SIM_VENDOR,
    secret: integration.secret,
    transport: injectTransport(app),
  });
  const report = await runSimulation(client, [{ playerId: String(member.id), token }], {
    rounds: cmd.rounds,
    faults: cmd.faults,
    currency: brand.merchant.currency,
    gameCode: `sim-slot-${randomBytes(2).toString('hex')}`,
  });
  const after = await mainOf();
  const vendorNet = report.netCents[String(member.id)] ?? 0;
  return {
    ...report,
    netCents: undefined,
    balanceBefore: minorToNumber(before),
    balanceAfter: minorToNumber(after),
    vendorNet: vendorNet / 100,
    agree: after - before === BigInt(vendorNet),
  };
};

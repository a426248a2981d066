import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client.js';
import { gameVendors, paymentChannels, vendorIntegrations, walletSettings } from '../db/schema.js';

/**
 * Demo money setup: deposit and payout channels (bank, the e-wallets of the footer badges and the
 * sandbox gateway), the brand's wallet settings, and two transfer-wallet vendors so the transfer
 * page has game wallets. Amounts are minor units.
 */
export const seedDemoWallet = async (tx: DbOrTx, merchantCode: string) => {
  await tx.insert(walletSettings).values({ merchantCode }).onConflictDoNothing();
  const quick = ['100', '500', '1000', '5000'];
  await tx
    .insert(paymentChannels)
    .values([
      {
        merchantCode,
        code: 'SANDBOX',
        type: 'GATEWAY',
        provider: 'SANDBOX',
        name: 'Online payment (sandbox)',
        minAmount: 10_000n,
        maxAmount: 5_000_000n,
        fixedAmounts: quick,
        sort: 0,
      },
      {
        merchantCode,
        code: 'GCASH',
        type: 'EWALLET',
        provider: 'GCASH',
        name: 'GCash',
        minAmount: 10_000n,
        maxAmount: 2_000_000n,
        fixedAmounts: quick,
        accountName: 'Pagoda Demo Payments',
        accountNo: '09170000001',
        bankName: 'GCash',
        withdraw: true,
        sort: 1,
      },
      {
        merchantCode,
        code: 'UPAY',
        type: 'EWALLET',
        provider: 'UPAY',
        name: 'UPAY',
        minAmount: 10_000n,
        maxAmount: 2_000_000n,
        fixedAmounts: quick,
        accountName: 'Pagoda Demo Payments',
        accountNo: '88001234567',
        bankName: 'UPAY',
        withdraw: true,
        sort: 2,
      },
      {
        merchantCode,
        code: 'BANK',
        type: 'BANK',
        provider: 'BANK',
        name: 'Bank transfer',
        minAmount: 50_000n,
        maxAmount: 10_000_000n,
        fixedAmounts: ['500', '1000', '5000', '10000'],
        accountName: 'Pagoda Demo Ltd',
        accountNo: '001234567890',
        bankName: 'Demo National Bank',
        withdraw: true,
        sort: 3,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(gameVendors)
    .values([
      {
        merchantCode,
        code: 'PGL',
        category: 'LIVE',
        displayName: 'Pagoda Live',
        accountTypeId: 101,
        smallIcon: '/demo/logo-mark.svg',
        walletMode: 'TRANSFER',
        sort: 10,
      },
      {
        merchantCode,
        code: 'PGS',
        category: 'RNG',
        displayName: 'Pagoda Slots',
        accountTypeId: 102,
        smallIcon: '/demo/logo-mark.svg',
        walletMode: 'TRANSFER',
        sort: 11,
      },
    ])
    .onConflictDoNothing();
  // The vendor simulator (demo mode): a seamless vendor whose demo game runs in the game iframe.
  await tx
    .insert(vendorIntegrations)
    .values({
      merchantCode,
      vendorCode: 'SIM',
      adapter: 'seamless',
      secret: randomBytes(32).toString('base64url'),
      launchUrl: '/sim/vendor/game',
    })
    .onConflictDoNothing();
};

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendorIntegrations } from '../../db/schema.js';

/** The lottery read URLs of a vendor integration (empty strings: not published). */
export type LotterySource = {
  vendorCode: string;
  secret: string;
  menuUrl: string;
  openedUrl: string;
  recentUrl: string;
  resultsUrl: string;
  frequencyUrl: string;
  ticketsUrl: string;
};

export const lotteryRepository = {
  /** The lottery URLs of a brand's enabled integrations among `vendorCodes`. */
  sources: async (db: DbOrTx, merchantCode: string, vendorCodes: readonly string[]): Promise<LotterySource[]> =>
    vendorCodes.length === 0
      ? []
      : db
          .select({
            vendorCode: vendorIntegrations.vendorCode,
            secret: vendorIntegrations.secret,
            menuUrl: vendorIntegrations.lotteryMenuUrl,
            openedUrl: vendorIntegrations.lotteryOpenedUrl,
            recentUrl: vendorIntegrations.lotteryRecentUrl,
            resultsUrl: vendorIntegrations.lotteryResultsUrl,
            frequencyUrl: vendorIntegrations.lotteryFrequencyUrl,
            ticketsUrl: vendorIntegrations.lotteryTicketsUrl,
          })
          .from(vendorIntegrations)
          .where(
            and(
              eq(vendorIntegrations.merchantCode, merchantCode),
              inArray(vendorIntegrations.vendorCode, [...vendorCodes]),
              eq(vendorIntegrations.enabled, true),
            ),
          ),
};

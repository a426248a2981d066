import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../src/db/schema.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string> = wps) =>
  t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameVendor?merchantCode=pagoda', headers });

describe('GET /wps/relay/GCSGAME_gameVendor', () => {
  it('refuses an unknown merchant', async () => {
    expect((await get({ Merchant: 'nobrand' })).statusCode).toBe(400);
  });

  it('has no lanes while the brand has no vendors', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ data: { lanes: [] } });
  });

  it('lists only categories with enabled vendors, in category order', async () => {
    await t.database.db.insert(gameVendors).values([
      {
        merchantCode: 'pagoda',
        code: 'PGS',
        category: 'RNG',
        displayName: 'Pagoda Slots',
        accountTypeId: 101,
        isHot: true,
      },
      { merchantCode: 'pagoda', code: 'PGL', category: 'LIVE', displayName: 'Pagoda Live', accountTypeId: 102 },
      {
        merchantCode: 'pagoda',
        code: 'OFF',
        category: 'FISH',
        displayName: 'Disabled',
        accountTypeId: 103,
        enabled: false,
      },
    ]);
    const lanes = (await get()).json().value.data.lanes;
    expect(lanes.map((l: { title: string }) => l.title)).toEqual(['LIVE', 'RNG']);
    expect(lanes[1].cards[0]).toMatchObject({
      accountTypeName: 'PGS',
      vassalage: 'PGS',
      isHot: 1,
      isGame: 'VASSALAGE',
      title: 'RNG',
    });
  });
});

import { BANNER_GROUPS } from '@pagoda/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const url = '/wps/relay/MCSFE_getListAnnouncements';
const get = (query = '', headers: Record<string, string> = wps) =>
  t.app.inject({ method: 'GET', url: url + query, headers });
const ops = (body: object) =>
  t.app.inject({ method: 'POST', url: '/internal/ops', headers: { 'x-ops-token': t.app.opsToken }, payload: body });

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('refuses an unknown merchant', async () => {
    expect((await get('', { Merchant: 'unknown1' })).statusCode).toBe(400);
  });

  it.each([['?types=B,XX'], ['?execution=Z'], ['?platform=M'], ['?groupName=W-HOME']])('rejects %s', async (q) => {
    const res = await get(q);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });

  it('returns banners for every page group and at least 12 notices', async () => {
    const res = await get('?types=B,PL,PU,PR,H&platform=W&execution=B');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    const groups = new Set(value.banners.map((b: { groupName: string }) => b.groupName));
    for (const g of BANNER_GROUPS) expect(groups.has(g), g).toBe(true);
    expect(value.player.length).toBeGreaterThanOrEqual(12);
    const times = value.player.map((n: { time: number }) => n.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(value.popup).toEqual([]);
  });

  it('translates titles by the Language header, falling back to English', async () => {
    const en = (await get('', { ...wps, Language: 'EN' })).json().value.player;
    const th = (await get('', { ...wps, Language: 'TH' })).json().value.player;
    expect(th.map((n: { id: number }) => n.id)).toEqual(en.map((n: { id: number }) => n.id));
    expect(th[0].title).not.toBe(en[0].title);
    const created = (
      await ops({ command: 'notice-add', merchant: 'pagoda', title: 'English only', language: 'EN' })
    ).json().value;
    const thAgain = (await get('', { ...wps, Language: 'TH' })).json().value.player;
    expect(thAgain.find((n: { id: number }) => n.id === created.id)?.title).toBe('English only');
    await ops({ command: 'announcement-remove', merchant: 'pagoda', id: created.id });
  });

  it('filters by groupName and by types', async () => {
    const value = (await get('?types=B&groupName=w_home')).json().value;
    expect(value.banners.length).toBeGreaterThanOrEqual(2);
    expect(value.banners.every((b: { groupName: string }) => b.groupName === 'w_home')).toBe(true);
    expect(value.player).toEqual([]);
  });

  it('shows an operator notice at once and hides it when removed', async () => {
    const created = (
      await ops({
        command: 'notice-add',
        merchant: 'pagoda',
        title: 'Server move tonight',
        content: '<p>Short break.</p>',
      })
    ).json().value;
    const listed = (await get('?types=PL')).json().value.player;
    expect(listed[0]).toMatchObject({ id: created.id, title: 'Server move tonight', content: '<p>Short break.</p>' });
    await ops({ command: 'announcement-remove', merchant: 'pagoda', id: created.id });
    const after = (await get('?types=PL')).json().value.player;
    expect(after.find((n: { id: number }) => n.id === created.id)).toBeUndefined();
  });

  it('returns announcements of the requested execution only', async () => {
    const value = (await get('?execution=A')).json().value;
    expect(value.banners).toEqual([]);
    expect(value.player).toEqual([]);
  });
});

describe('first banner of a group (preloaded from index.html)', () => {
  it('is the image of the first banner the portal shows for the group, and null for a group without one', async () => {
    const brand = await t.services.brands.resolve(TEST_MERCHANT, undefined);
    const { banners } = (await get('?types=B,PL,PU,PR,H&platform=W&execution=B')).json().value as {
      banners: { groupName: string; url: string }[];
    };
    const first = banners.find((b) => b.groupName === 'w_home');
    expect(first?.url).toMatch(/^\//);
    expect(await t.services.announcements.firstBannerImage(brand, 'w_home')).toBe(first?.url);
    expect(await t.services.announcements.firstBannerImage(brand, 'w_nothing_here')).toBeNull();
  });
});

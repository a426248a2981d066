import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { asOperator, operatorToken, PNG_DATA_URL } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
let admin: string;
let support: string;
let finance: string;

// A long brand cache: what the portal shows after a change proves the change invalidated it.
beforeAll(async () => {
  t = await createTestApp({ CONFIG_CACHE_SECONDS: 600 });
  [admin, support, finance] = await Promise.all([
    operatorToken(t, 'ADMIN'),
    operatorToken(t, 'SUPPORT'),
    operatorToken(t, 'FINANCE'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const BASE = '/wps/operator/v1/content';
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, path: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `${BASE}${path}`,
    headers: token ? asOperator(token) : wps,
    ...(payload ? { payload } : {}),
  });

/** 401 without a session, 403 for a role without the permission, 400 with the envelope for bad input. */
const refuses = async (method: Method, path: string, deniedRole: string, bad: object | string) => {
  const anonymous = await call(method, path, null, method === 'GET' ? undefined : {});
  expect(anonymous.statusCode).toBe(401);
  const denied = await call(method, path, deniedRole, method === 'GET' ? undefined : {});
  expect(denied.statusCode).toBe(403);
  expect(denied.json().errorCode).toBe('forbidden');
  const invalid =
    typeof bad === 'string' ? await call('GET', `${path}${bad}`, admin) : await call(method, path, admin, bad);
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().errorCode).toBe('validation.failed');
};

const lastAudit = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.merchantCode, 'pagoda'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]!;

const portalBanners = async (group: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=${group}`,
      headers: wps,
    })
  ).json().value.banners as { id: number; url: string; title: string }[];
const portalNotices = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=PL', headers: wps })).json()
    .value.player as { id: number; title: string; content: string }[];
const portalStatus = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: wps })).json().value.info as {
    resources: { resourceType: string; url: string }[];
    customerService: { csType: string; title: string; path: string }[];
  };

const banner = (over: object = {}) => ({
  type: 'B',
  groupName: 'w_home',
  imageUrl: '/demo/banners/test.svg',
  linkageType: 'URL',
  linkage: '/promotions',
  texts: [{ language: 'EN', title: 'Test banner' }],
  ...over,
});

describe('POST /content/images', () => {
  it('refuses without a session, without content.write, and with a bad data URL', async () => {
    await refuses('POST', '/images', support, { dataUrl: 'data:text/html;base64,PHA+' });
  });

  it('refuses bytes that are not the image the label claims', async () => {
    const res = await call('POST', '/images', admin, {
      dataUrl: `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('upload.invalid');
  });

  it('stores a png by its hash and serves it publicly, audited', async () => {
    const res = await call('POST', '/images', admin, { dataUrl: PNG_DATA_URL });
    expect(res.statusCode).toBe(200);
    const { url, contentType } = res.json().value;
    expect(url).toMatch(/^\/wps\/content\/images\/[0-9a-f]{64}\.png$/);
    expect(contentType).toBe('image/png');
    const img = await t.app.inject({ method: 'GET', url, headers: { Merchant: 'pagoda' } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('immutable');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ method: 'GET', url: url.replace('.png', '.jpg') })).statusCode).toBe(404);
    expect((await lastAudit()).action).toBe('content.image.upload');
  });
});

describe('GET /content/announcements', () => {
  it('refuses without a session, without content.read, and with a bad filter', async () => {
    await refuses('GET', '/announcements', finance, '?type=ZZ');
  });

  it('lists the banners of a group in display order with every language', async () => {
    const res = await call('GET', '/announcements?type=B&groupName=w_home', support);
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().value;
    expect(total).toBe(list.length);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.map((b: { sort: number }) => b.sort)).toEqual(
      [...list.map((b: { sort: number }) => b.sort)].sort((a, b) => a - b),
    );
    expect(list[0].texts.map((x: { language: string }) => x.language)).toContain('VI');
    expect(list[0].live).toBe(true);
  });

  it('pages and searches by title', async () => {
    const page = (await call('GET', '/announcements?type=PL&page=2&pageSize=5&sort=id&order=asc', admin)).json().value;
    expect(page.list).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(12);
    const first = page.list[0].texts.find((x: { language: string }) => x.language === 'EN').title as string;
    const found = (await call('GET', `/announcements?type=PL&q=${encodeURIComponent(first)}`, admin)).json().value;
    expect(found.list.map((n: { id: number }) => n.id)).toContain(page.list[0].id);
  });
});

describe('POST /content/announcements', () => {
  it('refuses without a session, without content.write, and with bad input', async () => {
    await refuses('POST', '/announcements', support, banner({ imageUrl: 'javascript:alert(1)' }));
    for (const bad of [
      banner({ groupName: 'w_nowhere' }),
      banner({ imageUrl: '' }),
      banner({ linkage: 'javascript:alert(1)' }),
      banner({ startAt: 2_000, endAt: 1_000 }),
      banner({ texts: [] }),
      banner({ texts: [{ language: 'EN', title: '<b>x</b>' }] }),
      banner({
        texts: [
          { language: 'EN', title: 'a' },
          { language: 'EN', title: 'b' },
        ],
      }),
      { ...banner(), type: 'PL', texts: [{ language: 'EN', title: 'x', content: 'a\u0000b' }] },
    ]) {
      const res = await call('POST', '/announcements', admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('adds a banner at the end of its group; the portal shows it at once and the audit has it', async () => {
    const res = await call(
      'POST',
      '/announcements',
      admin,
      banner({ texts: [{ language: 'EN', title: 'New home banner' }] }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json().value;
    const shown = await portalBanners('w_home');
    expect(shown.at(-1)).toMatchObject({ id: created.id, url: '/demo/banners/test.svg', title: 'New home banner' });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'banner.create', target: `announcement:${created.id}` });
    expect(audit.actor).toMatch(/^operator:opadmin/);
    expect((audit.detail as { after: { imageUrl: string } }).after.imageUrl).toBe('/demo/banners/test.svg');
  });

  it('sanitises a notice body: bold stays, the script and the handler go', async () => {
    const res = await call('POST', '/announcements', admin, {
      type: 'PL',
      texts: [
        { language: 'EN', title: 'Sanitised', content: '<p><strong>Bold</strong><script>alert(1)</script></p>' },
        { language: 'VI', title: 'Đã lọc', content: '<p onmouseover="alert(1)">Chào</p><a href="javascript:x">l</a>' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const texts = res.json().value.texts;
    expect(texts.find((x: { language: string }) => x.language === 'EN').content).toBe('<p><strong>Bold</strong></p>');
    expect(texts.find((x: { language: string }) => x.language === 'VI').content).toBe('<p>Chào</p><a>l</a>');
    const shown = (await portalNotices()).find((n) => n.id === res.json().value.id);
    expect(shown?.content).toBe('<p><strong>Bold</strong></p>');
  });

  it('keeps a scheduled notice off the portal until its start', async () => {
    const res = await call('POST', '/announcements', admin, {
      type: 'PL',
      startAt: Date.now() + 3_600_000,
      texts: [{ language: 'EN', title: 'Later', content: '<p>soon</p>' }],
    });
    expect(res.json().value.live).toBe(false);
    expect((await portalNotices()).find((n) => n.id === res.json().value.id)).toBeUndefined();
  });
});

describe('PUT /content/announcements', () => {
  it('refuses without a session, without content.write, and with bad input', async () => {
    await refuses('PUT', '/announcements', support, { ...banner(), id: 0 });
    const missing = await call('PUT', '/announcements', admin, { ...banner(), id: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('changes the image, link and texts; the audit keeps before and after', async () => {
    const created = (await call('POST', '/announcements', admin, banner({ groupName: 'w_live' }))).json().value;
    const res = await call('PUT', '/announcements', admin, {
      ...banner({ groupName: 'w_live', imageUrl: 'https://cdn.example/b.webp' }),
      id: created.id,
      texts: [
        { language: 'EN', title: 'Live now' },
        { language: 'CN', title: '直播' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.texts).toHaveLength(2);
    expect((await portalBanners('w_live')).find((b) => b.id === created.id)?.url).toBe('https://cdn.example/b.webp');
    const audit = await lastAudit();
    expect(audit.action).toBe('banner.update');
    const detail = audit.detail as { before: { imageUrl: string }; after: { imageUrl: string } };
    expect(detail.before.imageUrl).toBe('/demo/banners/test.svg');
    expect(detail.after.imageUrl).toBe('https://cdn.example/b.webp');
  });
});

describe('POST /content/announcements/enabled', () => {
  it('refuses without a session, without content.write, and with bad input', async () => {
    await refuses('POST', '/announcements/enabled', support, { id: 1, enabled: 'no' });
  });

  it('hides a banner from the portal and shows it again', async () => {
    const [first] = await portalBanners('w_sports');
    const off = await call('POST', '/announcements/enabled', admin, { id: first!.id, enabled: false });
    expect(off.json().value).toMatchObject({ enabled: false, live: false });
    expect((await portalBanners('w_sports')).map((b) => b.id)).not.toContain(first!.id);
    expect((await lastAudit()).action).toBe('banner.disable');
    await call('POST', '/announcements/enabled', admin, { id: first!.id, enabled: true });
    expect((await portalBanners('w_sports'))[0]!.id).toBe(first!.id);
  });
});

describe('POST /content/announcements/reorder', () => {
  it('refuses without a session, without content.write, and with bad input', async () => {
    await refuses('POST', '/announcements/reorder', support, { type: 'B', groupName: 'w_home', ids: [1, 1] });
    const partial = await call('POST', '/announcements/reorder', admin, { type: 'B', groupName: 'w_home', ids: [1] });
    expect(partial.statusCode).toBe(400);
  });

  it('puts the last banner first: the portal and the preloaded first image follow', async () => {
    const ids = (await portalBanners('w_home')).map((b) => b.id);
    const order = [ids.at(-1)!, ...ids.slice(0, -1)];
    const res = await call('POST', '/announcements/reorder', admin, { type: 'B', groupName: 'w_home', ids: order });
    expect(res.statusCode).toBe(200);
    const shown = await portalBanners('w_home');
    expect(shown.map((b) => b.id)).toEqual(order);
    const brand = await t.services.brands.resolve('pagoda', undefined);
    expect(await t.services.announcements.firstBannerImage(brand, 'w_home')).toBe(shown[0]!.url);
    expect((await lastAudit()).action).toBe('banner.reorder');
  });
});

describe('POST /content/announcements/delete', () => {
  it('refuses without a session, without content.write, and with bad input', async () => {
    await refuses('POST', '/announcements/delete', support, { id: 'x' });
    expect((await call('POST', '/announcements/delete', admin, { id: 999_999 })).statusCode).toBe(404);
  });

  it('removes a banner from the portal', async () => {
    const created = (await call('POST', '/announcements', admin, banner({ groupName: 'w_fish' }))).json().value;
    expect((await call('POST', '/announcements/delete', admin, { id: created.id })).statusCode).toBe(200);
    expect((await portalBanners('w_fish')).map((b) => b.id)).not.toContain(created.id);
    expect((await lastAudit()).detail).toMatchObject({ after: null, before: { groupName: 'w_fish' } });
  });
});

describe('POST /content/sanitize', () => {
  it('refuses without a session, without content.read, and with bad input', async () => {
    await refuses('POST', '/sanitize', finance, { html: 'x'.repeat(60_000) });
  });

  it('answers the HTML as the server stores it', async () => {
    const res = await call('POST', '/sanitize', support, { html: '<p><b>b</b><img src=x onerror=alert(1)></p>' });
    expect(res.json().value.html).toBe('<p><b>b</b><img src="x" /></p>');
  });
});

describe('help centre', () => {
  const help = (over: object = {}) => ({ texts: [{ language: 'EN', title: 'Payments', content: '' }], ...over });

  describe('GET /content/help', () => {
    it('refuses without a session and without content.read', async () => {
      expect((await call('GET', '/help', null)).statusCode).toBe(401);
      expect((await call('GET', '/help', finance)).statusCode).toBe(403);
    });

    it('lists categories each followed by their articles', async () => {
      const { list } = (await call('GET', '/help', support)).json().value;
      expect(list.length).toBeGreaterThan(2);
      expect(list[0].parentId).toBeNull();
      for (const [i, n] of list.entries()) {
        if (n.parentId !== null) expect(list.slice(0, i).some((p: { id: number }) => p.id === n.parentId)).toBe(true);
      }
    });
  });

  describe('POST /content/help', () => {
    it('refuses without a session, without content.write, and with bad input', async () => {
      await refuses('POST', '/help', support, help({ bgColor: 'red' }));
      const { list } = (await call('GET', '/help', admin)).json().value;
      const article = list.find((n: { parentId: number | null }) => n.parentId !== null);
      const deep = await call('POST', '/help', admin, help({ parentId: article.id }));
      expect(deep.statusCode).toBe(400);
    });

    it('adds a category and an article with a sanitised body; the portal shows them', async () => {
      const category = (await call('POST', '/help', admin, help({ bgColor: '#123456' }))).json().value;
      const article = await call('POST', '/help', admin, {
        parentId: category.id,
        texts: [
          { language: 'EN', title: 'Deposit times', content: '<p>Within <em>5</em> minutes<script>x()</script></p>' },
        ],
      });
      expect(article.statusCode).toBe(200);
      expect(article.json().value.texts[0].content).toBe('<p>Within <em>5</em> minutes</p>');
      const portal = (await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers: wps })).json()
        .value as {
        id: number;
        children: { id: number; content: string }[];
      }[];
      const shown = portal.find((c) => c.id === category.id);
      expect(shown?.children[0]).toMatchObject({
        id: article.json().value.id,
        content: '<p>Within <em>5</em> minutes</p>',
      });
      expect((await lastAudit()).action).toBe('help.create');
    });
  });

  describe('PUT /content/help', () => {
    it('refuses without a session, without content.write, and with bad input', async () => {
      await refuses('PUT', '/help', support, help({ id: -1 }));
      expect((await call('PUT', '/help', admin, help({ id: 999_999 }))).statusCode).toBe(404);
    });

    it('renames an entry, with before and after in the audit', async () => {
      const { list } = (await call('GET', '/help', admin)).json().value;
      const category = list[0];
      const res = await call('PUT', '/help', admin, {
        id: category.id,
        parentId: null,
        tag: category.tag,
        bgColor: category.bgColor,
        texts: [{ language: 'EN', title: 'Renamed' }],
      });
      expect(res.statusCode).toBe(200);
      const detail = (await lastAudit()).detail as {
        before: { texts: unknown[] };
        after: { texts: { title: string }[] };
      };
      expect(detail.before.texts.length).toBeGreaterThan(1);
      expect(detail.after.texts[0]!.title).toBe('Renamed');
    });
  });

  describe('POST /content/help/reorder', () => {
    it('refuses without a session, without content.write, and with bad input', async () => {
      await refuses('POST', '/help/reorder', support, { parentId: null, ids: [] });
      expect((await call('POST', '/help/reorder', admin, { parentId: null, ids: [1] })).statusCode).toBe(400);
    });

    it('reverses the categories; the portal follows', async () => {
      const { list } = (await call('GET', '/help', admin)).json().value;
      const roots = list
        .filter((n: { parentId: number | null }) => n.parentId === null)
        .map((n: { id: number }) => n.id);
      const reversed = [...roots].reverse();
      expect((await call('POST', '/help/reorder', admin, { parentId: null, ids: reversed })).statusCode).toBe(200);
      const portal = (await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers: wps })).json().value;
      expect(portal.map((c: { id: number }) => c.id)).toEqual(reversed);
    });
  });

  describe('POST /content/help/delete', () => {
    it('refuses without a session, without content.write, and with bad input', async () => {
      await refuses('POST', '/help/delete', support, {});
    });

    it('removes a category with its articles', async () => {
      const category = (await call('POST', '/help', admin, help())).json().value;
      const article = (await call('POST', '/help', admin, help({ parentId: category.id }))).json().value;
      const res = await call('POST', '/help/delete', admin, { id: category.id });
      expect(res.json().value.removed.sort()).toEqual([category.id, article.id].sort());
      const { list } = (await call('GET', '/help', admin)).json().value;
      expect(list.map((n: { id: number }) => n.id)).not.toContain(article.id);
    });
  });
});

describe('GET /content/links', () => {
  it('refuses without a session and without content.read', async () => {
    expect((await call('GET', '/links', null)).statusCode).toBe(401);
    expect((await call('GET', '/links', finance)).statusCode).toBe(403);
  });

  it('lists the social and app links but not the logos', async () => {
    const { list } = (await call('GET', '/links', support)).json().value;
    const types = list.map((r: { resourceType: string }) => r.resourceType);
    expect(types).toContain('ANDROID');
    expect(types).toContain('TELEGRAM');
    expect(types).not.toContain('LOGO');
  });
});

describe('PUT /content/links', () => {
  it('refuses without a session, without content.write, and with bad input', async () => {
    await refuses('PUT', '/links', support, { list: [{ resourceType: 'TELEGRAM', url: 'javascript:alert(1)' }] });
    for (const list of [
      [{ resourceType: 'TELEGRAM', url: 'ftp://t.me/x' }],
      [{ resourceType: 'LOGO', url: 'https://x.test/l.svg' }],
      [
        { resourceType: 'IOS', url: 'https://a.test' },
        { resourceType: 'IOS', url: 'https://b.test' },
      ],
    ])
      expect((await call('PUT', '/links', admin, { list })).statusCode).toBe(400);
  });

  it('replaces the links; the portal status shows them at once and keeps the logo', async () => {
    const res = await call('PUT', '/links', admin, {
      list: [
        { resourceType: 'ANDROID', url: 'https://pagoda.example/app/v2.apk', label: 'Android' },
        { resourceType: 'TELEGRAM', url: 'https://t.me/pagoda_new', label: 'Telegram' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const status = await portalStatus();
    expect(status.resources.map((r) => [r.resourceType, r.url])).toEqual([
      ['ANDROID', 'https://pagoda.example/app/v2.apk'],
      ['TELEGRAM', 'https://t.me/pagoda_new'],
    ]);
    const brand = await t.services.brands.resolve('pagoda', undefined);
    expect(brand.resources.some((r) => r.resourceType === 'LOGO')).toBe(true);
    expect((await lastAudit()).action).toBe('content.links.save');
  });
});

describe('GET /content/channels', () => {
  it('refuses without a session and without content.read', async () => {
    expect((await call('GET', '/channels', null)).statusCode).toBe(401);
    expect((await call('GET', '/channels', finance)).statusCode).toBe(403);
  });

  it('lists the customer-service channels in order', async () => {
    const { list } = (await call('GET', '/channels', support)).json().value;
    expect(list.map((c: { csType: string }) => c.csType)).toEqual(['LIVECHAT', 'VIP']);
  });
});

describe('PUT /content/channels', () => {
  it('refuses without a session, without content.write, and with bad input', async () => {
    await refuses('PUT', '/channels', support, { list: [{ csType: 'LIVECHAT', title: 'x', url: 'javascript:x' }] });
    for (const list of [
      [{ csType: 'FAX', title: 'x', url: '/helpmc' }],
      [{ csType: 'LIVECHAT', title: '', url: '/helpmc' }],
      [{ csType: 'LIVECHAT', title: 'x', url: '//evil.test' }],
    ])
      expect((await call('PUT', '/channels', admin, { list })).statusCode).toBe(400);
  });

  it('replaces the channels; the portal status shows them at once', async () => {
    const res = await call('PUT', '/channels', admin, {
      list: [
        { csType: 'TELEGRAM', title: 'Telegram support', url: 'https://t.me/pagoda_cs' },
        { csType: 'LIVECHAT', title: 'Live chat', url: '/helpmc' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await portalStatus()).customerService.map((c) => [c.csType, c.path])).toEqual([
      ['TELEGRAM', 'https://t.me/pagoda_cs'],
      ['LIVECHAT', '/helpmc'],
    ]);
    const audit = await lastAudit();
    expect(audit.action).toBe('content.cs-channels.save');
    expect((audit.detail as { before: unknown[] }).before).toHaveLength(2);
  });
});

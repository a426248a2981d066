import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: 'K7QX' });
});
afterAll(async () => {
  await t.close();
});

const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/internal/ops', headers, payload: payload as object, remoteAddress });

describe('POST /internal/ops', () => {
  it('refuses a caller without the token', async () => {
    const res = await post({ command: 'status', merchant: 'pagoda' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('forbidden');
  });

  it('refuses a caller with a wrong token', async () => {
    expect((await post({ command: 'status', merchant: 'pagoda' }, { 'x-ops-token': 'f'.repeat(64) })).statusCode).toBe(
      403,
    );
  });

  it('refuses a caller that is not on loopback, even with the token', async () => {
    const res = await post({ command: 'status', merchant: 'pagoda' }, { 'x-ops-token': t.app.opsToken }, '10.1.2.3');
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ command: 'block', merchant: 'pagoda', action: 'add', kind: 'CIDR', value: '300.1.1.1/8' }],
    [{ command: 'block', merchant: 'pagoda', action: 'add', kind: 'COUNTRY', value: 'vietnam' }],
    [{ command: 'maintenance', merchant: 'pagoda', state: 'maybe' }],
    [{ command: 'banner-add', merchant: 'pagoda', group: 'w_nowhere', image: '/x.svg' }],
    [{ command: 'explode', merchant: 'pagoda' }],
  ])('rejects a bad command %j', async (cmd) => {
    const res = await post(cmd, { 'x-ops-token': t.app.opsToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });

  it('answers not.found for an unknown module or merchant', async () => {
    const token = { 'x-ops-token': t.app.opsToken };
    expect(
      (await post({ command: 'toggle', merchant: 'pagoda', modId: 'NOPE3', state: 'on' }, token)).json().errorCode,
    ).toBe('not.found');
    expect((await post({ command: 'status', merchant: 'ghost' }, token)).json().errorCode).toBe('merchant.not.found');
  });

  it('adds a banner that the announcements call then serves', async () => {
    const token = { 'x-ops-token': t.app.opsToken };
    const created = (
      await post(
        {
          command: 'banner-add',
          merchant: 'pagoda',
          group: 'w_live',
          image: '/demo/banners/live-1.svg',
          title: 'New tables',
          linkageType: 'URL',
          linkage: '/live',
        },
        token,
      )
    ).json().value;
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=w_live',
      headers: { Merchant: 'pagoda' },
    });
    expect(res.json().value.banners.map((b: { id: number }) => b.id)).toContain(created.id);
  });
});

describe('POST /internal/ops notice-add', () => {
  it('stores the notice HTML sanitised, as the back office does', async () => {
    const token = { 'x-ops-token': t.app.opsToken };
    const res = await post(
      {
        command: 'notice-add',
        merchant: 'pagoda',
        type: 'PU',
        title: 'Ops notice',
        content:
          '<p onclick="steal()">Hello <strong>all</strong><script>alert(1)</script><a href="javascript:x()">x</a></p>',
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=PU',
      headers: { Merchant: 'pagoda' },
    });
    const notice = (list.json().value.popup as { title: string; content: string }[]).find(
      (n) => n.title === 'Ops notice',
    );
    expect(notice?.content).toContain('<strong>all</strong>');
    expect(notice?.content).not.toMatch(/script|onclick|javascript:/);
  });
});

describe('POST /internal/ops password-reset', () => {
  it('sets the default password and ends the sessions, so the next login must change it', async () => {
    const token = { 'x-ops-token': t.app.opsToken };
    expect(
      (await post({ command: 'password-reset', merchant: 'pagoda', account: 'nobody' }, token)).json().errorCode,
    ).toBe('not.found');
    const { registerMember } = await import('./helpers/accounts.js');
    const m = await registerMember(t);
    const res = await post({ command: 'password-reset', merchant: 'pagoda', account: m.username }, token);
    expect(res.json().value).toMatchObject({ mustChangePassword: true });
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { Merchant: 'pagoda', Authorization: m.token },
    });
    expect(info.statusCode).toBe(401);
    const { encrypted } = await import('./helpers/accounts.js');
    const login = await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: '{secret}' });
    expect(login.json().value.changePasswordRequired).toBe(true);
  });
});

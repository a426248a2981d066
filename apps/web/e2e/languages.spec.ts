import type { Locator, Page } from '@playwright/test';
import cn from '../src/i18n/locales/cn.json' with { type: 'json' };
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import id from '../src/i18n/locales/id.json' with { type: 'json' };
import ja from '../src/i18n/locales/ja.json' with { type: 'json' };
import th from '../src/i18n/locales/th.json' with { type: 'json' };
import ty from '../src/i18n/locales/ty.json' with { type: 'json' };
import vi from '../src/i18n/locales/vi.json' with { type: 'json' };
import { expect, test, waitForSite } from './support';

/**
 * Every account flow in every portal language (issue #3: "each flow above works in every
 * language"). Locators are built from the locale files, so a label that is missing, untranslated
 * in the markup or wired to the wrong key fails here.
 */
type Locale = typeof en;
const LOCALES: [string, string, Locale][] = [
  ['EN', 'en', en],
  ['CN', 'zh-CN', cn],
  ['VI', 'vi', vi],
  ['JA', 'ja', ja],
  ['TH', 'th', th],
  ['TY', 'tl', ty],
  ['ID', 'id', id],
];

const CAPTCHA = process.env.E2E_CAPTCHA ?? 'K7QX';
const shots = 'test-results/screenshots';

/** A translation key on screen (`session_title`, `session.title`) means a label went untranslated. */
const RAW_KEY = /^[a-z]+([_.][a-z0-9]+)+$/;

const rawKeysOnScreen = (page: Page) =>
  page.evaluate((source) => {
    const re = new RegExp(source);
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.tagName === 'OPTION';
    const texts: string[] = [];
    for (const el of document.querySelectorAll(
      'button, label, a, h1, h2, h3, h4, p, dt, dd, th, legend, option, [role="tab"], [role="menuitem"], [role="alert"]',
    )) {
      if (!visible(el)) continue;
      texts.push((el.textContent ?? '').trim());
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt'])
        texts.push((el.getAttribute(attr) ?? '').trim());
    }
    for (const el of document.querySelectorAll('input[placeholder], [aria-label]'))
      if (visible(el)) texts.push((el.getAttribute('placeholder') ?? el.getAttribute('aria-label') ?? '').trim());
    return [...new Set(texts.filter((t) => re.test(t)))];
  }, RAW_KEY.source);

const expectNoRawKeys = async (page: Page, where: string) => {
  expect(await rawKeysOnScreen(page), `raw translation keys on screen (${where})`).toEqual([]);
};

/** Buttons, labels and tabs whose text is cut off or spills out of its box. */
const overflowing = (scope: Locator) =>
  scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, label, [role="tab"], .modal__title')]
      // Visually hidden labels (1 px boxes) are meant to clip.
      .filter((el) => el.offsetParent !== null && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim()}`),
  );

/** The account bar stays on one line on desktop, and nothing makes the page scroll sideways. */
const expectHeaderFits = async (page: Page, where: string) => {
  // Items are centred on one line, so their vertical centres agree; a wrapped item sits a row lower.
  const spread = await page.getByTestId('account-bar').evaluate((bar) => {
    const centres = [...bar.children].map((c) => c.getBoundingClientRect()).map((r) => r.top + r.height / 2);
    return Math.max(...centres) - Math.min(...centres);
  });
  expect(spread, `account bar on one line (${where})`).toBeLessThan(4);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `horizontal overflow (${where})`).toBeLessThanOrEqual(0);
};

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

const signOut = async (page: Page, L: Locale) => {
  await button(page.getByTestId('account-bar'), L.session.logout).click();
  const confirm = page.getByRole('dialog', { name: L.session.logout, exact: true });
  await expect(confirm).toContainText(L.session.in_sure_logout);
  await button(confirm, L.app.confirm).click();
  await expect(button(page.getByRole('banner'), L.header.login)).toBeVisible();
};

const openLogin = async (page: Page, L: Locale) => {
  await button(page.getByRole('banner'), L.header.login).click();
  const dialog = page.getByRole('dialog', { name: L.session.login_title, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe.configure({ mode: 'serial' });

for (const [index, [lang, htmlLang, L]] of LOCALES.entries()) {
  test(`account flows in ${lang}`, async ({ page, consoleErrors }) => {
    void consoleErrors;
    const username = `l${lang.toLowerCase()}${Date.now().toString(36).slice(-7)}`;
    const password = 'abc12345';

    // Each language comes from its own address, so the per-IP limits (free play: 5 a minute) hold.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.71.${index}.${1 + Math.floor(Math.random() * 250)}` });
    // Switch with the picker, as a visitor would (the page starts in the brand default, English).
    await page.goto('/');
    await waitForSite(page);
    await page.getByLabel(en.header.language, { exact: true }).selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(button(page.getByRole('banner'), L.header.register)).toBeVisible();
    await expect(page.getByLabel(L.header.language, { exact: true })).toHaveValue(lang);
    await expectNoRawKeys(page, 'home');

    // Register by username.
    await button(page.getByRole('banner'), L.header.register).click();
    const register = page.getByRole('dialog', { name: L.session.register_title, exact: true });
    await expect(register.getByLabel(L.session.username, { exact: true })).toBeVisible();
    await expect(register.getByRole('tab', { name: L.session.tab_mobile, exact: true })).toBeVisible();
    await expectNoRawKeys(page, 'register');
    expect(await overflowing(register), 'register modal').toEqual([]);
    await register.screenshot({ path: `${shots}/register-${lang.toLowerCase()}.png` });
    await register.getByLabel(L.session.username, { exact: true }).fill(username);
    await register.getByLabel(L.session.password, { exact: true }).fill(password);
    await register.getByLabel(L.session.confirm_password, { exact: true }).fill(password);
    await register.getByLabel(L.session.captcha, { exact: true }).fill(CAPTCHA);
    await register.getByLabel(L.session.agree, { exact: true }).check();
    await button(register, L.session.submit_register).click();
    const bar = page.getByTestId('account-bar');
    await expect(bar).toContainText(username);
    await expect(register).toBeHidden();
    await expect(bar).toContainText(L.session.balance);
    await expectNoRawKeys(page, 'logged in');
    expect(await overflowing(page.getByRole('banner')), 'logged-in header').toEqual([]);
    await expectHeaderFits(page, 'member');
    await page.getByRole('banner').screenshot({ path: `${shots}/header-${lang.toLowerCase()}.png` });

    // Sign out (with its confirmation), then log in by password.
    await signOut(page, L);
    let login = await openLogin(page, L);
    await login.getByLabel(L.session.username, { exact: true }).fill(username);
    await login.getByLabel(L.session.password, { exact: true }).fill(password);
    await button(login, L.session.submit_login).click();
    await expect(bar).toContainText(username);

    // The change-password modal, from the security centre.
    await button(bar, L.session.security_centre).click();
    const centre = page.getByRole('dialog', { name: L.mc.title, exact: true });
    await button(centre, L.session.change_password_title).click();
    const change = page.getByRole('dialog', { name: L.session.change_password_title, exact: true });
    await expect(change.getByLabel(L.session.old_password, { exact: true })).toBeVisible();
    await expect(change.getByLabel(L.session.new_password, { exact: true })).toBeVisible();
    await expect(change.getByLabel(L.session.confirm_new_password, { exact: true })).toBeVisible();
    await expect(button(change, L.session.submit_change)).toBeVisible();
    await expectNoRawKeys(page, 'change password');
    expect(await overflowing(change), 'change-password modal').toEqual([]);
    await button(change, L.app.close).click();
    await expect(change).toBeHidden();
    await button(centre, L.app.close).click();
    await expect(centre).toBeHidden();
    await signOut(page, L);

    // Forgot password: both ways of recovery are offered.
    login = await openLogin(page, L);
    await button(login, L.session.forgot_password).click();
    const forgot = page.getByRole('dialog', { name: L.session.forgot_password, exact: true });
    await expect(forgot.getByLabel(L.session.mobile, { exact: true })).toBeVisible();
    await forgot.getByRole('tab', { name: L.session.tab_email, exact: true }).click();
    await expect(forgot.getByLabel(L.session.email, { exact: true })).toBeVisible();
    await expect(button(forgot, L.session.send_link)).toBeVisible();
    await expectNoRawKeys(page, 'forgot password');
    await button(forgot, L.app.close).click();
    await expect(forgot).toBeHidden();

    // Free play opens a trial account.
    login = await openLogin(page, L);
    await button(login, L.session.free_play).click();
    await expect(bar).toContainText(L.session.trial_account);
    await expectHeaderFits(page, 'trial');
    await expectNoRawKeys(page, 'free play');
  });
}

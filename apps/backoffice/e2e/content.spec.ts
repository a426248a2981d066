import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { createOperator, expectAccessible, shot, signIn, tokenOf } from './support';

// Each test signs in (a CLI process for the operator, argon2 on the server), uploads or saves, opens the
// portal and runs axe: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });
const wait = { timeout: 20_000 };

/** A valid PNG of the given size in one colour (a new colour each run, so each upload is a new image). */
const png = (width: number, height: number, [r, g, b]: readonly [number, number, number]) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const openContentPage = async (page: Page, menuLabel: string, heading: string) => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: menuLabel }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible(wait);
};

test('a CONTENT operator uploads a banner to the home group and the portal home shows it', async ({ page }) => {
  const operator = createOperator('CONTENT');
  await signIn(page, operator);
  await openContentPage(page, 'Banners', 'Banners');
  await expect(page.getByLabel('Page group')).toHaveValue('w_home');
  await expect(page.getByRole('table', { name: 'Banners of the group' })).toBeVisible(wait);
  await expectAccessible(page, 'banners');
  await shot(page, 'content-banners');

  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banner' });
  await expect(dialog).toBeVisible(wait);
  await expect(dialog.getByLabel('Page group')).toHaveValue('w_home');

  const [r, g, b] = randomBytes(3);
  await dialog.getByLabel('Upload image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: png(192, 48, [r!, g!, b!]),
  });
  // The server answers the image's public address; the dialog previews it and fills the address field.
  const address = dialog.getByLabel('Image address');
  await expect(address).toHaveValue(/\/wps\/content\/images\/[0-9a-f]+\.png$/, wait);
  const imagePath = await address.inputValue();
  await expect(dialog.getByRole('img', { name: 'Banner image' })).toHaveAttribute('src', imagePath);
  await expect
    .poll(
      () => dialog.getByRole('img', { name: 'Banner image' }).evaluate((i: HTMLImageElement) => i.naturalWidth),
      wait,
    )
    .toBe(192);

  const title = `E2E banner ${randomBytes(3).toString('hex')}`;
  await dialog.getByLabel(/^Title \(/).fill(title);
  await expectAccessible(page, 'banner dialog', 'dialog[open]');
  await shot(page, 'content-banner-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(wait);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible(wait);
  await expect(row.getByRole('img', { name: title })).toHaveAttribute('src', imagePath);

  // The portal's home carousel (group w_home) has the new banner, without a restart.
  await page.goto('/');
  const carousel = page.getByTestId('banner');
  await expect(carousel).toBeVisible(wait);
  await expect(carousel.locator(`img[src*="${imagePath}"]`)).toHaveCount(1, wait);
  const served = await page.request.get(imagePath);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/png');
});

test('a notice with bold text and a script attempt is saved sanitised; preview and portal show no script', async ({
  page,
}) => {
  const operator = createOperator('CONTENT');
  await signIn(page, operator);
  await openContentPage(page, 'Notices', 'Notices');
  await expect(page.getByLabel('Type')).toHaveValue('PL');
  await expect(page.getByRole('table', { name: 'Notices' })).toBeVisible(wait);
  await expectAccessible(page, 'notices');
  await shot(page, 'content-notices');

  await page.getByRole('button', { name: 'Add notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add notice' });
  await expect(dialog).toBeVisible(wait);
  const title = `E2E notice ${randomBytes(3).toString('hex')}`;
  await dialog.getByLabel(/^Title \(/).fill(title);

  // Bold text typed with the toolbar, then a paste of HTML carrying a script and an event handler.
  const body = dialog.getByRole('textbox', { name: /^Body \(/ });
  await body.click();
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Deposits are doubled today');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' until midnight. ');
  await body.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Read the rules<script>window.__pwned = 1</script><b onclick="window.__pwned = 2">now</b></p>',
    );
    data.setData('text/plain', 'Read the rules now');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  // The literal text of a script tag, typed: it stays text and never becomes an element.
  await page.keyboard.type(' <script>window.__pwned = 3</script>');

  const preview = dialog.getByRole('region', { name: /^Preview \(/ });
  await expect(preview.locator('strong', { hasText: 'Deposits are doubled today' })).toBeVisible(wait);
  await expect(preview).toContainText('Read the rules', wait);
  await expect(preview).toContainText('<script>window.__pwned = 3</script>', wait);
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('[onclick]')).toHaveCount(0);
  await expectAccessible(page, 'notice dialog', 'dialog[open]');
  await shot(page, 'content-notice-dialog');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(wait);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible(wait);

  // The server's own sanitiser (not only the editor) removes scripts, handlers and javascript: links.
  const token = await tokenOf(page);
  const sanitised = await page.request.post('/wps/operator/v1/content/sanitize', {
    headers: { 'x-operator-token': token },
    data: {
      html: '<p><strong>ok</strong><script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    },
  });
  expect(sanitised.status()).toBe(200);
  const html = ((await sanitised.json()) as { value: { html: string } }).value.html;
  expect(html).toContain('<strong>ok</strong>');
  expect(html).not.toMatch(/<script|onerror|javascript:/i);

  // The portal: the marquee has the notice; it opens with the bold text and no script.
  await page.goto('/');
  const marquee = page.getByTestId('marquee');
  await expect(marquee).toBeVisible(wait);
  await marquee.hover();
  await marquee.getByRole('button', { name: title }).dispatchEvent('click');
  const modal = page.getByRole('dialog', { name: 'Announcements' });
  await expect(modal.getByRole('heading', { name: title })).toBeVisible(wait);
  const detail = modal.locator('.rich-text');
  await expect(detail.locator('strong', { hasText: 'Deposits are doubled today' })).toBeVisible(wait);
  await expect(detail).toContainText('Read the rules');
  await expect(detail.locator('script')).toHaveCount(0);
  await expect(detail.locator('[onclick]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await shot(page, 'content-notice-portal');
});

test('the help centre and links pages pass axe, in both themes', async ({ page }) => {
  const operator = createOperator('CONTENT');
  await signIn(page, operator);
  await openContentPage(page, 'Help centre', 'Help centre');
  await expect(page.getByRole('button', { name: 'Add category' })).toBeVisible(wait);
  await expectAccessible(page, 'help centre');
  await shot(page, 'content-help');

  await openContentPage(page, 'Links and channels', 'Links and channels');
  await expect(page.getByRole('heading', { name: 'Customer-service channels' })).toBeVisible(wait);
  await expectAccessible(page, 'links');
  await shot(page, 'content-links');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'links (dark)');
  await shot(page, 'content-links-dark');
  await openContentPage(page, 'Banners', 'Banners');
  await expect(page.getByRole('table', { name: 'Banners of the group' })).toBeVisible(wait);
  await expectAccessible(page, 'banners (dark)');
  await shot(page, 'content-banners-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
});

import type { Page } from '@playwright/test';
import { expect, registerMember, test } from './support';

test.describe.configure({ mode: 'serial' });

let n = 0;
const uniqueUser = () => `bc${Date.now().toString(36).slice(-6)}${n++}`;
const uniqueMobile = () => `9${String(Date.now() + n++ * 7919).slice(-9)}`;
const masked = (mobile: string) => `+63 ${mobile.slice(0, 3)}****${mobile.slice(-3)}`;

/** The newest 6-digit code sent to a number or address, read from the demo outbox. */
const codeFromOutbox = async (page: Page, to: string) => {
  const res = await page.request.get('/dev/outbox.json');
  const msg = ((await res.json()).value as { to: string; body: string }[]).find((m) => m.to === to);
  return msg?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
};

const registerAndOpenCentre = async (page: Page, username: string) => {
  await registerMember(page, username);
  await page.getByTestId('account-bar').getByRole('button', { name: 'Security centre' }).click();
  return page.getByRole('dialog', { name: 'Member centre' });
};

test('binding a mobile and an e-mail in the security centre with codes from the outbox', async ({ page }) => {
  const username = uniqueUser();
  const centre = await registerAndOpenCentre(page, username);
  const mobileRow = centre.getByRole('definition').filter({ has: page.getByRole('button', { name: /mobile number/ }) });
  await expect(mobileRow).toContainText('Not set');

  // Mobile: number, code from the SMS outbox, confirm.
  const mobile = uniqueMobile();
  await centre.getByRole('button', { name: 'Bind mobile number' }).click();
  const mobileForm = centre.getByRole('form', { name: 'Bind mobile number' });
  await expect(mobileForm.getByLabel('Login password')).toHaveCount(0);
  await mobileForm.getByLabel('New mobile number').fill(mobile);
  await mobileForm.getByRole('button', { name: 'Send code' }).click();
  await expect(mobileForm.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await expect(mobileForm.getByText(/expires in 5 minutes/)).toBeVisible();
  const smsCode = await codeFromOutbox(page, `63${mobile}`);
  expect(smsCode).toMatch(/^\d{6}$/);
  await mobileForm.getByLabel('Verification code').fill(smsCode);
  await page.screenshot({ path: 'test-results/screenshots/bind-mobile-form.png' });
  await mobileForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(centre.getByRole('status')).toHaveText('Mobile number saved.');
  await expect(centre.getByText(masked(mobile))).toBeVisible();
  await expect(mobileForm).toHaveCount(0);

  // E-mail: the same with the code e-mailed to the outbox.
  const email = `${username}@example.com`;
  await centre.getByRole('button', { name: 'Bind e-mail address' }).click();
  const emailForm = centre.getByRole('form', { name: 'Bind e-mail address' });
  await emailForm.getByLabel('New e-mail address').fill('not-an-address');
  await expect(emailForm.getByRole('button', { name: 'Send code' })).toBeDisabled();
  await emailForm.getByLabel('New e-mail address').fill(email);
  await emailForm.getByRole('button', { name: 'Send code' }).click();
  await expect(emailForm.getByText('A code was sent to this address. It expires in 5 minutes.')).toBeVisible();
  const wrong = (await codeFromOutbox(page, email)) === '000000' ? '111111' : '000000';
  await emailForm.getByLabel('Verification code').fill(wrong);
  await emailForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(emailForm.getByRole('alert')).toHaveText('The verification code is invalid or has expired.');
  await emailForm.getByLabel('Verification code').fill(await codeFromOutbox(page, email));
  await emailForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(centre.getByRole('status')).toHaveText('E-mail address saved.');
  await expect(centre.getByText(`${username.slice(0, 2)}***@example.com`)).toBeVisible();
  await expect(centre.getByText(masked(mobile))).toBeVisible();

  // Changing the bound mobile also asks for the login password.
  const next = uniqueMobile();
  await centre.getByRole('button', { name: 'Change mobile number' }).click();
  const changeForm = centre.getByRole('form', { name: 'Change mobile number' });
  await changeForm.getByLabel('New mobile number').fill(next);
  await changeForm.getByRole('button', { name: 'Send code' }).click();
  await expect(changeForm.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await changeForm.getByLabel('Verification code').fill(await codeFromOutbox(page, `63${next}`));
  await changeForm.getByLabel('Login password').fill('wrong-pass1');
  await page.screenshot({ path: 'test-results/screenshots/change-mobile-form.png' });
  await changeForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(changeForm.getByRole('alert')).toHaveText('The current password is incorrect.');
  await changeForm.getByLabel('Login password').fill('abc12345');
  await changeForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(centre.getByRole('status')).toHaveText('Mobile number saved.');
  await expect(centre.getByText(masked(next))).toBeVisible();
  await expect(centre.getByText(masked(mobile))).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/bound-contacts.png' });
});

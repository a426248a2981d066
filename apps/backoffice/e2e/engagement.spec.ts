import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createOperator, signIn } from './support';

// A busy machine: each step may take seconds (argon2 sign-ins, builds of other helpers).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });
const SHOTS = 'test-results/engagement-shots';

const open = async (page: Page, link: string, heading: string) => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

test('promotions: an admin starts the hourly rain now and reads the raffle commitment; RISK only reads', async ({
  page,
}) => {
  await signIn(page, createOperator('ADMIN'));
  await open(page, 'Red envelopes', 'Red-envelope rains');
  const schedule = page.getByRole('region', { name: 'Hourly red envelope rain' });
  await schedule.getByRole('button', { name: 'Start now' }).click();
  await expect(page.getByText(/The rain has started; it ends at/)).toBeVisible();
  await expect(schedule.getByRole('table', { name: 'Recent rains' }).getByRole('row')).not.toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/bo-rains-1440.png` });

  await open(page, 'Raffles', 'Raffles');
  const raffle = page.getByRole('region', { name: 'Weekly deposit raffle' });
  await expect(raffle.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await open(page, 'Missions', 'Missions');
  await expect(page.getByRole('cell', { name: 'Bet 5.00 on slots' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bo-missions-1440.png` });

  const risk = await (
    await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await signIn(risk, createOperator('RISK'));
  await open(risk, 'Red envelopes', 'Red-envelope rains');
  await expect(risk.getByRole('button', { name: 'Start now' })).toHaveCount(0);
});

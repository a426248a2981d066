import { describe, expect, it } from 'vitest';
import { presentToggles } from './brand-admin.presenter.js';

const row = (modId: string, parentModId: string | null, enabled: boolean, sort = 0) =>
  ({ merchantCode: 'pagoda', modId, parentModId, enabled, sort }) as Parameters<typeof presentToggles>[0][number];

describe('presentToggles', () => {
  it('switches off a whole subtree under a disabled parent, whatever the children’s own switches', () => {
    const { list } = presentToggles([
      row('ROOT', null, true),
      row('AGENTCENTER', 'ROOT', false),
      row('DIVIDEND', 'AGENTCENTER', true),
      row('MEMBERCENTER', 'ROOT', true),
      row('INBOX3', 'MEMBERCENTER', false),
      row('DEPOSIT', 'MEMBERCENTER', true),
    ]);
    const effective = Object.fromEntries(list.map((m) => [m.modId, m.effective]));
    expect(effective).toEqual({
      ROOT: true,
      AGENTCENTER: false,
      DIVIDEND: false,
      MEMBERCENTER: true,
      INBOX3: false,
      DEPOSIT: true,
    });
    // Tree order: a parent before its children.
    expect(list.map((m) => m.modId).indexOf('AGENTCENTER')).toBeLessThan(list.map((m) => m.modId).indexOf('DIVIDEND'));
  });
});

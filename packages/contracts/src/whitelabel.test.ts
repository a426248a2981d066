import { describe, expect, it } from 'vitest';
import { flattenWhitelabel, isMobileIccLocked, type WhitelabelNode } from './whitelabel.js';

const node = (modId: string, enabled: '1' | '0', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('flattenWhitelabel', () => {
  it('maps each module id to enabled === "1"', () => {
    const flat = flattenWhitelabel(
      node('ROOT', '1', [node('HOMEPAGE', '1', [node('FREEPLAY3', '0'), node('USERNAMEREG3', '1')])]),
    );
    expect(flat).toEqual({ ROOT: true, HOMEPAGE: true, FREEPLAY3: false, USERNAMEREG3: true });
  });

  it('switches off a whole subtree under a disabled parent', () => {
    const flat = flattenWhitelabel(node('ROOT', '1', [node('MEMBERCENTER', '0', [node('DEPOSIT', '1')])]));
    expect(flat.DEPOSIT).toBe(false);
  });

  it('returns an empty map for a missing tree', () => {
    expect(flattenWhitelabel(undefined)).toEqual({});
  });
});

describe('isMobileIccLocked', () => {
  it('locks the country code when DISABLEDMOBILEICC3 is on or UPDATEMOBILEICC3 is off', () => {
    expect(isMobileIccLocked({ UPDATEMOBILEICC3: true, DISABLEDMOBILEICC3: false })).toBe(false);
    expect(isMobileIccLocked({ UPDATEMOBILEICC3: true, DISABLEDMOBILEICC3: true })).toBe(true);
    expect(isMobileIccLocked({ UPDATEMOBILEICC3: false })).toBe(true);
  });

  it('leaves it editable for a brand without either module', () => {
    expect(isMobileIccLocked({})).toBe(false);
  });
});

import type { Announcement } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-carousel';

const b = (linkageType: Announcement['linkageType'], linkage: string, extra: Partial<Announcement> = {}) =>
  ({ linkageType, linkage, nodeId: '', vendor: '', roomId: '', ...extra }) as Announcement;

describe('bannerTarget', () => {
  it('follows the linkage type', () => {
    expect(bannerTarget(b('URL', 'https://example.com/x'))).toEqual({ kind: 'external', to: 'https://example.com/x' });
    expect(bannerTarget(b('URL', '/help'))).toEqual({ kind: 'route', to: '/help' });
    expect(bannerTarget(b('P', '42'))).toEqual({ kind: 'route', to: '/promotions#42' });
    expect(bannerTarget(b('G', '', { nodeId: '7', vendor: 'PGS' }))?.to).toBe('/game?nodeId=7&vendor=PGS&roomId=');
    expect(bannerTarget(b(null, ''))).toBeNull();
    expect(bannerTarget(b('URL', ''))).toBeNull();
  });
});

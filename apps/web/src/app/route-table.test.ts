import { PAGE_BANNER_GROUPS } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';

describe('route table', () => {
  it('names the same banner group per page as the list the server preloads the first banner from', () => {
    const withBanner = ROUTES.filter((r) => r.layout === 'full' && r.banner !== null);
    expect(Object.fromEntries(withBanner.map((r) => [r.path, r.banner]))).toEqual(PAGE_BANNER_GROUPS);
  });
});

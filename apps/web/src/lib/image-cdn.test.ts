import { afterEach, describe, expect, it } from 'vitest';
import { chooseImageCdn, imageUrl } from './image-cdn';

afterEach(() => {
  sessionStorage.clear();
  chooseImageCdn([]);
});

describe('image CDN (spec §7: image hosts chosen at random from the permission response)', () => {
  it('serves relative image paths from a host of the list, chosen at random', () => {
    expect(chooseImageCdn(['https://a.cdn.example/', 'https://b.cdn.example'], () => 0.9)).toBe(
      'https://b.cdn.example',
    );
    expect(imageUrl('/demo/games/x.svg')).toBe('https://b.cdn.example/demo/games/x.svg');
  });

  it('keeps the host chosen once for the whole session', () => {
    chooseImageCdn(['https://a.cdn.example', 'https://b.cdn.example'], () => 0);
    // A later status answer (refetch on focus) does not move the session to another host.
    expect(chooseImageCdn(['https://a.cdn.example', 'https://b.cdn.example'], () => 0.9)).toBe('https://a.cdn.example');
    expect(imageUrl('/demo/logo.svg')).toBe('https://a.cdn.example/demo/logo.svg');
  });

  it('falls back to the relative path when the brand lists no host', () => {
    chooseImageCdn(['https://a.cdn.example'], () => 0);
    chooseImageCdn([]);
    expect(imageUrl('/demo/logo.svg')).toBe('/demo/logo.svg');
  });

  it('leaves absolute, protocol-relative and data URLs alone', () => {
    chooseImageCdn(['https://a.cdn.example'], () => 0);
    for (const u of ['https://studio.example/icons/a.svg', '//x.example/a.png', 'data:image/png;base64,AA', ''])
      expect(imageUrl(u)).toBe(u);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { chooseImageCdn, imageUrl, resetFilesVersion } from './image-cdn';

afterEach(() => {
  sessionStorage.clear();
  chooseImageCdn([]);
  document.head.querySelector('meta[name="pagoda-files-version"]')?.remove();
  resetFilesVersion();
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

  it('adds the version of the fixed files the server wrote into the page, before the host', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="pagoda-files-version" content="abc123">');
    expect(imageUrl('/demo/logo.svg')).toBe('/demo/logo.svg?v=abc123');
    chooseImageCdn(['https://a.cdn.example'], () => 0);
    expect(imageUrl('/demo/logo.svg')).toBe('https://a.cdn.example/demo/logo.svg?v=abc123');
    // A path with its own query, and absolute URLs, are left as they are.
    expect(imageUrl('/demo/a.svg?x=1')).toBe('https://a.cdn.example/demo/a.svg?x=1');
    expect(imageUrl('https://studio.example/a.svg')).toBe('https://studio.example/a.svg');
  });
});

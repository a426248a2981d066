import { describe, expect, it } from 'vitest';
import { imageBatchError, readAsDataUrl } from './image-files';

const MB = 1024 * 1024;

describe('imageBatchError', () => {
  it('accepts png and jpg up to 5 MB, at most 3 in all', () => {
    expect(imageBatchError([{ type: 'image/png', size: 5 * MB }], 0)).toBeNull();
    expect(imageBatchError([{ type: 'image/jpeg', size: 10 }], 2)).toBeNull();
  });
  it('refuses other types, larger files and a fourth image', () => {
    expect(imageBatchError([{ type: 'image/gif', size: 10 }], 0)).toBe('wallet.upload_type');
    expect(imageBatchError([{ type: 'image/svg+xml', size: 10 }], 0)).toBe('wallet.upload_type');
    expect(imageBatchError([{ type: 'image/png', size: 5 * MB + 1 }], 0)).toBe('wallet.upload_size');
    expect(imageBatchError([{ type: 'image/png', size: 1 }], 3)).toBe('wallet.upload_too_many');
    expect(
      imageBatchError(
        [
          { type: 'image/png', size: 1 },
          { type: 'image/png', size: 1 },
        ],
        2,
      ),
    ).toBe('wallet.upload_too_many');
  });
});

describe('readAsDataUrl', () => {
  it('reads a file as a base64 data URL', async () => {
    const url = await readAsDataUrl(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,iVBORw==');
  });
});

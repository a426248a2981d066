import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_TYPES } from '@pagoda/contracts';

/**
 * Receipt and proof images: png or jpg, 5 MB each, at most 3. Returns the i18n key of
 * the first rule a new batch breaks, given how many are already attached, or null.
 */
export const imageBatchError = (files: { type: string; size: number }[], alreadyAttached: number): string | null => {
  if (alreadyAttached + files.length > UPLOAD_MAX_FILES) return 'wallet.upload_too_many';
  for (const f of files) {
    if (!(UPLOAD_TYPES as readonly string[]).includes(f.type)) return 'wallet.upload_type';
    if (f.size > UPLOAD_MAX_BYTES) return 'wallet.upload_size';
  }
  return null;
};

export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string); // readAsDataURL answers a string
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

import { CONTENT_IMAGE_MAX_BYTES, operatorContentUploadImage } from '@pagoda/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Too big or not an image type the server takes: refused before the upload (the server checks the bytes). */
export const imageProblem = (file: File): 'type' | 'size' | null =>
  !IMAGE_ACCEPT.split(',').includes(file.type) ? 'type' : file.size > CONTENT_IMAGE_MAX_BYTES ? 'size' : null;

export const useUploadImage = () =>
  useMutation({
    mutationFn: async (file: File) =>
      apiCall(operatorContentUploadImage, { body: { dataUrl: await readAsDataUrl(file) } }),
  });

import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A receipt or proof image as a data URL (png or jpg, ≤ 5 MB); answers the stored image id. */
export const uploadImageRequest = (image: string) => call('uploadImage', { body: { image } });

export const useUploadImage = () => useMutation({ mutationFn: uploadImageRequest });

import { API } from '@pagoda/contracts/api-routes';
import type { uploadImage as Op } from '@pagoda/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A receipt or proof image as a data URL (png or jpg, ≤ 5 MB); answers the stored image id. */
export const uploadImageRequest = (image: string) => call<typeof Op>(API.uploadImage, { body: { image } });

export const useUploadImage = () => useMutation({ mutationFn: uploadImageRequest });

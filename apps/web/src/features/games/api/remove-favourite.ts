import { call } from '../../../lib/api-client';
import type { FavouriteKey } from './add-favourite';

export const removeFavourite = (key: FavouriteKey) => call('removeFavoriteGame', { body: key });

import { type Body, call } from '../../../lib/api-client';

export type FavouriteKey = Body<'addFavoriteGame'>;

export const addFavourite = (key: FavouriteKey) => call('addFavoriteGame', { body: key });

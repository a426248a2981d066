import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/query-keys';
import { useToken } from '../session-store';

/** The portal's built-in pictures, one per STATIC avatar id; a missing one falls back to the default. */
export const avatarImage = (id: string) => `/demo/avatars/${encodeURIComponent(id)}.svg`;
export const DEFAULT_AVATAR = '/demo/avatar-default.svg';

export const playerAvatarQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: memberKeys.avatar(token),
    queryFn: ({ signal }) => call('getPlayerAvatar', { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const usePlayerAvatar = () => useQuery(playerAvatarQueryOptions(useToken()));

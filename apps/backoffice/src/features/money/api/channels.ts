import { operatorListChannels } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api';
import { MONEY_KEYS } from './keys';

export const channelsQuery = () => callQuery(MONEY_KEYS.channels, operatorListChannels);
export const useChannels = () => useQuery(channelsQuery());

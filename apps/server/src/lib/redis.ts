import { Redis } from 'ioredis';

/** Two connections: commands and a subscriber (a subscribed connection can run nothing else). */
export const connectRedis = async (url: string) => {
  const opts = { maxRetriesPerRequest: 2, lazyConnect: true, enableOfflineQueue: true };
  const client = new Redis(url, opts);
  const subscriber = new Redis(url, opts);
  await Promise.all([client.connect(), subscriber.connect()]);
  return {
    client,
    subscriber,
    close: async () => {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
};

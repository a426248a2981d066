import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast';
import { ApiError } from '../lib/api';
import { QueueCountsProvider } from '../lib/operator-socket';
import { SessionProvider } from '../lib/session';
import { createRouter } from './router';

/** Reads retry once on a network or server failure; never on a refusal (4xx). */
const retry = (count: number, err: unknown) =>
  count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500);

export const App = () => {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry, staleTime: 10_000, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <QueueCountsProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueueCountsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
};

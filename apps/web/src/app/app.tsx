import { DEFAULT_LANGUAGE } from '@pagoda/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AgentCentreProvider } from '../features/agent-centre/agent-centre-state';
import { announcementsQueryOptions } from '../features/announcements/api/get-announcements';
import { SessionProvider } from '../features/session/session-context';
import { statusQueryOptions } from '../features/system/api/get-status';
import { ApiError } from '../lib/api-client';
import { getStoredLanguage } from '../lib/storage';
import { MemberCentreProvider } from './member-centre-state';
import { createRouter } from './router';
import { ThemeProvider } from './theme';

const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });

/**
 * The portal's query client, with the first paint's two calls already on their way: the status (every page
 * waits for it) and the announcements (the banner, the page's largest paint, and the marquee). Started before
 * the translations load, they no longer wait for the first render and then for each other.
 */
export const createAppQueryClient = () => {
  const client = makeQueryClient();
  void client.prefetchQuery(statusQueryOptions());
  void client.prefetchQuery(announcementsQueryOptions(getStoredLanguage() ?? DEFAULT_LANGUAGE));
  return client;
};

export const App = ({ queryClient: given }: { queryClient?: QueryClient }) => {
  const [queryClient] = useState(() => given ?? makeQueryClient());
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Suspense fallback={null}>
          <SessionProvider>
            <MemberCentreProvider>
              <AgentCentreProvider>
                <RouterProvider router={router} />
              </AgentCentreProvider>
            </MemberCentreProvider>
          </SessionProvider>
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
};

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../features/session/session-context';
import { ApiError } from '../lib/api-client';
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

export const App = () => {
  const [queryClient] = useState(makeQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Suspense fallback={null}>
          <SessionProvider>
            <MemberCentreProvider>
              <RouterProvider router={router} />
            </MemberCentreProvider>
          </SessionProvider>
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
};

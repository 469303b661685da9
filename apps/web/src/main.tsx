// first: schemas built after this compile without eval (the CSP has no 'unsafe-eval')
import '@probity/domain/no-eval';
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadFromUrl } from './app/preload';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { installErrorLogging } from './lib/log-errors';
import { queryClient } from './lib/query-client';

// The toasts' container (and its transitions) loads after the first paint: `notifications.show` only fills a store,
// which it draws from once here, so a toast asked for before is shown then.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

installErrorLogging();
preloadFromUrl(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');

const app = createRoot(root);
// A transition: React draws the first page in slices of a few milliseconds, handing the main thread back in
// between (input, the next script), instead of one long task a slow phone cannot answer during.
startTransition(() =>
  app.render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Suspense fallback={null}>
              <Notifications position="top-right" autoClose={4000} />
            </Suspense>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);

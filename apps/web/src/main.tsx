// first: schemas built after this compile without eval (the CSP has no 'unsafe-eval')
import '@probity/domain/no-eval';
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadFromUrl } from './app/preload';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { installErrorLogging } from './lib/log-errors';
import { queryClient } from './lib/query-client';

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
            <Notifications position="top-right" autoClose={4000} />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);

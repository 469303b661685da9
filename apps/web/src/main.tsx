// first: schemas built after this compile without eval (the CSP has no 'unsafe-eval')
import '@probity/domain/no-eval';
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// The grids' few rules ride in the first stylesheet: split out with the grid's code, they were one more request
// (and a restyle of the page) that every grid tab's code waited for before it could run.
import './components/grid/estate-grid.css';
import { PAGE_META_ELEMENT } from '@probity/domain';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { nextTask, preloadFromUrl } from './app/preload';
import { AppProviders } from './app/providers';
import { createAppRouter, estateShell } from './app/router';
import { ModalsHost } from './components/modals-host';
import { prefetchUser } from './features/auth';
// not through the shell's index, which would bring the whole shell into this first script
import { keepEarlyTabTaps } from './features/estate-shell/early-tab-taps';
import { installErrorLogging } from './lib/log-errors';

// The toasts' container (and its transitions) loads after the first paint: `notifications.show` only fills a store,
// which it draws from once here, so a toast asked for before is shown then.
const ToastsHost = lazy(() => import('./components/toasts-host'));

installErrorLogging();
prefetchUser();
preloadFromUrl(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');

// On a page the server drew (an estate's header, banners and tabs: apps/server estates/estate-page.ts), React's
// first render replaces what the server drew: it waits for the estate shell's code, so it draws the same page.
const serverDrawn = document.getElementById(PAGE_META_ELEMENT) !== null;
const ready = serverDrawn
  ? nextTask()
      .then(() => estateShell.load())
      .catch(() => undefined)
  : Promise.resolve();
const earlyTaps = serverDrawn ? keepEarlyTabTaps(root) : null;

// React's root and the router (some 30 ms of a phone's CPU, at 4x: reading the URL, matching it, listening to
// the history, React's event listeners) are made in a task of their own once the page can be drawn, not in the
// first script's task or the one the shell's code arrives in.
// A transition: React draws the first page in slices of a few milliseconds, handing the main thread back in
// between (input, the next script), instead of one long task a slow phone cannot answer during.
void ready.then(nextTask).then(() => {
  const app = createRoot(root);
  const router = createAppRouter();
  earlyTaps?.take((path) => void router.navigate(path));
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders>
          <Suspense fallback={null}>
            <ToastsHost />
            <ModalsHost />
          </Suspense>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});

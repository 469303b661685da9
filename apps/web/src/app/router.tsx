// Routes: home, and every estate page under /estate/{estateId}/... (the shell loads lazily).
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { HomePage } from '../features/home';
import { codeOnNeed } from '../lib/code-on-need';
import { Layout } from './layout';

/**
 * The estate shell, drawn directly once its code is here: on a page the server drew, main.tsx waits for it, so the
 * first render draws the same header and tabs in place of the server's, never a spinner between the two.
 */
export const estateShell = codeOnNeed(() => import('../features/estate-shell').then((m) => m.EstatePage));
function EstatePage() {
  // chosen once: a switch from the lazy one to the loaded one would remount the open estate
  const [Shell] = useState(estateShell.component);
  return <Shell />;
}

const HeirPage = lazy(() => import('../features/heir-view').then((m) => ({ default: m.HeirPage })));
const InvitePage = lazy(() => import('../features/sharing').then((m) => ({ default: m.InvitePage })));

const AccountPage = lazy(() => import('../features/account').then((m) => ({ default: m.AccountPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/account').then((m) => ({ default: m.ResetPasswordPage })),
);
const LocalCheckoutPage = lazy(() =>
  import('../features/licence').then((m) => ({ default: m.LocalCheckoutPage })),
);
const CalculatorPage = lazy(() =>
  import('../features/calculators').then((m) => ({ default: m.CalculatorPage })),
);
const StatePage = lazy(() => import('../features/places').then((m) => ({ default: m.StatePage })));
const DocsPage = lazy(() => import('../features/docs').then((m) => ({ default: m.DocsPage })));
const BuyPage = lazy(() => import('../features/licence').then((m) => ({ default: m.BuyPage })));
const lazyPage = (page: React.ReactNode) => <Suspense fallback={fallback}>{page}</Suspense>;

const fallback = (
  <Center h={300}>
    <Loader />
  </Center>
);

/** Made when the first page is drawn (main.tsx), not as this module loads: the router reads the URL, matches it and
 *  listens to the history, work that on an estate page waits for the shell's code anyway. */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomePage /> },
        {
          path: 'estate/:estateId/*',
          element: (
            <Suspense fallback={fallback}>
              <EstatePage />
            </Suspense>
          ),
        },
        { path: 'invite/:token', element: lazyPage(<InvitePage />) },
        { path: 'heir/:estateId', element: lazyPage(<HeirPage />) },
        { path: 'account', element: lazyPage(<AccountPage />) },
        { path: 'reset-password', element: lazyPage(<ResetPasswordPage />) },
        { path: 'pay/local/:id', element: lazyPage(<LocalCheckoutPage />) },
        { path: 'buy', element: lazyPage(<BuyPage />) },
        { path: 'Docs/Calculators/:kind/:state?', element: lazyPage(<CalculatorPage country="us" />) },
        { path: 'ca/Docs/Calculators/:kind/:state?', element: lazyPage(<CalculatorPage country="ca" />) },
        { path: 'state/:country/:page', element: lazyPage(<StatePage />) },
        { path: 'Docs/*', element: lazyPage(<DocsPage country="us" />) },
        { path: 'ca/Docs/*', element: lazyPage(<DocsPage country="ca" />) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);

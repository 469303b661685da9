// Mantine's modals manager (`modals.open*`, the confirmations of components/confirm-dialog.tsx) without its code
// in the page's first script: the provider is a lazy component mounted beside the page (main.tsx), and it hears
// openings as window events, so one sent before it is mounted would be lost. `withModals` waits for it.
import type { modals } from '@mantine/modals';
import { lazy, useEffect } from 'react';

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Mounted once beside the router. Its effect runs after the provider's own, which start listening. */
export const ModalsHost = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  return {
    default: function Host() {
      useEffect(() => markReady(), []);
      return <ModalsProvider />;
    },
  };
});

/** The manager, once a provider is listening. */
export const withModals = async (): Promise<typeof modals> => {
  await ready;
  return (await import('@mantine/modals')).modals;
};

/**
 * The toasts' container, loaded after the first paint (main.tsx). Top right on a wider screen; on a phone (below
 * 576 px, where a toast is as wide as the screen) at the top centre, so a toast slides down into place: sliding in
 * from the right it reached past the screen's edge on its way and made the page scroll sideways for a moment.
 */
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

export default function ToastsHost() {
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'top-center' : 'top-right'} autoClose={4000} />;
}

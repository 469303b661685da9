// The header's hints button; its code (the tooltip, the dialog) arrives after the first paint, an empty square of
// its size holding its place until then.
import { Box } from '@mantine/core';
import { drawnWhenLoaded } from '../../components/code-after-paint';

export const HintsButton = drawnWhenLoaded(
  () => import('./hints-dialog').then((m) => m.HintsButton),
  <Box w={34} h={34} />,
);

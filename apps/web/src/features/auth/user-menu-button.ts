// The header's account corner; its code (Mantine's menu) arrives after the first paint, alongside the answer
// saying who is signed in, which it waits for anyway.
import { drawnWhenLoaded } from '../../components/code-after-paint';

export const UserMenu = drawnWhenLoaded(() => import('./user-menu').then((m) => m.UserMenu));

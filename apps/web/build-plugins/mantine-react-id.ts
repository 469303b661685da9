import type { Plugin } from 'vite';

/** Mantine's useId module, as @mantine/hooks ships it (its package index imports it by this relative path). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` (8.3) draws each component that uses it twice: it first returns React's id, then sets a
 * random one in a layout effect, which React answers with a second, synchronous render of that component in the
 * same task. Tooltips, inputs, tabs and popovers all use it, so an estate tab's first draw was drawn twice; on a
 * phone's CPU that second pass made the longest task of the page's load longer. React's own `useId` (React 18+)
 * is unique and stable, so the browser build uses it directly: one render, and an id that never changes. A
 * static id passed by the caller still wins, as in Mantine's own.
 */
export function mantineReactId(): Plugin {
  return {
    name: 'probity-mantine-react-id',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
  };
}

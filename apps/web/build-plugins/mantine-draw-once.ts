import type { Plugin } from 'vite';

/**
 * Two Mantine (8.3) components draw themselves twice as they mount: each sets state in a layout effect, which
 * React answers with a second, synchronous render in the same task. An estate tab mounts dozens of them at once
 * (every tooltip has a portal, every input and tab list an id), so on a phone's CPU that second pass lengthened
 * the longest task of the page's load. This plugin changes those two spots of the browser build, and fails the
 * build if Mantine's code no longer reads as expected (an upgrade must look at them again).
 *
 * - `useId` returns React's `useId` (React 18+: unique and stable) instead of swapping in a random id after mount.
 *   A static id passed by the caller still wins, as in Mantine's own.
 * - `Portal` finds its node in its first render when that node is the shared one or an element it was given (a
 *   tooltip's, a popover's), instead of in a layout effect: found then, the node is already in the document, so
 *   what the portal holds is drawn where Mantine would draw it, one render earlier. A portal with a node of its own
 *   (`reuseTargetNode: false`) or a selector keeps Mantine's way: its node is placed by the effect.
 */
const USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const PORTAL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Portal[\\/]Portal\.mjs$/;

const USE_ID_MODULE = `import { useReactId } from './use-react-id.mjs';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : reactId;
}`;

const PORTAL_MOUNT = `  const [mounted, setMounted] = useState(false);
  const nodeRef = useRef(null);
  useIsomorphicEffect(() => {
    setMounted(true);
    nodeRef.current = getTargetNode({ target, reuseTargetNode, ...others });`;
const PORTAL_MOUNT_AT_ONCE = `  const [mounted, setMounted] = useState(
    () => typeof document !== "undefined" && (target ? typeof target !== "string" : !!reuseTargetNode)
  );
  const nodeRef = useRef(null);
  const nodeFor = useRef(target);
  if (mounted && nodeRef.current === null) nodeRef.current = getTargetNode({ target, reuseTargetNode, ...others });
  useIsomorphicEffect(() => {
    setMounted(true);
    if (nodeRef.current === null || nodeFor.current !== target)
      nodeRef.current = getTargetNode({ target, reuseTargetNode, ...others });
    nodeFor.current = target;`;

export function mantineDrawOnce(): Plugin {
  return {
    name: 'probity-mantine-draw-once',
    enforce: 'pre',
    load(id) {
      return USE_ID.test(id) ? USE_ID_MODULE : null;
    },
    transform(code, id) {
      if (!PORTAL.test(id)) return null;
      if (!code.includes(PORTAL_MOUNT))
        this.error(`${id}: Mantine's Portal changed; see build-plugins/mantine-draw-once.ts`);
      return { code: code.replace(PORTAL_MOUNT, PORTAL_MOUNT_AT_ONCE), map: null };
    },
  };
}

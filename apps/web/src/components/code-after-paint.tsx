// Parts of every page that the first paint does without (dialogs, menus, the header's buttons): their code and
// Mantine's floating and modal machinery stay out of the page's first script (the home page's initial JavaScript
// budget) and arrive as their own chunks.
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { type CodeOnNeed, codeOnNeed } from '../lib/code-on-need';
import { useOpenedOnce } from './use-opened-once';

/**
 * A component drawn from code fetched when it is first drawn; `fallback` holds its place meanwhile (same size,
 * so nothing moves when it arrives).
 */
export function drawnWhenLoaded<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const code = codeOnNeed(importer);
  return (props: P) => {
    const View = code.component();
    return (
      <Suspense fallback={fallback}>
        <View {...props} />
      </Suspense>
    );
  };
}

/**
 * A dialog whose code (`code`, from codeOnNeed) is fetched the first time it opens. Once there it stays
 * mounted, so Mantine's closing transition and focus return run as before.
 */
export function DialogWhenOpened({ opened, code }: { opened: boolean; code: CodeOnNeed<ComponentType> }) {
  if (!useOpenedOnce(opened)) return null;
  const View = code.component();
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}

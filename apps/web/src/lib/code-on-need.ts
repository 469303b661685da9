// A component whose code is fetched on need and kept once it has arrived: the estate's tabs, AG Grid.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes it
type AnyComponent = ComponentType<any>;

export interface CodeOnNeed<C extends AnyComponent> {
  /** Starts the fetch (again after a failed one); the same promise while it runs and once it has arrived. */
  load: () => Promise<C>;
  /**
   * The component to draw: itself once its code is here, else a React.lazy of it. Directly once here: through
   * lazy it would suspend once more (its promise settles a tick later), and React holds a revealed boundary back
   * up to 300 ms after its fallback showed. A caller keeps the one it got: a switch would remount it.
   */
  component: () => C | LazyExoticComponent<C>;
}

export function codeOnNeed<C extends AnyComponent>(importer: () => Promise<C>): CodeOnNeed<C> {
  let ready: C | null = null;
  let loading: Promise<C> | null = null;
  const load = () => {
    if (!loading) {
      loading = importer().then((c) => (ready = c));
      // a failed fetch (network) is tried again on the next need
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await load() }));
  return { load, component: () => ready ?? Lazy };
}

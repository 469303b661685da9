// Dismissed hints: in user.hints for signed-in users (POST /api/user_prefs), in localStorage for visitors.
import { useCallback, useSyncExternalStore } from 'react';
import { saveUserPrefs, useUser } from '../auth';
import { HINTS, type HintId } from './hints';

const LOCAL_KEY = 'probity.hints';
const listeners = new Set<() => void>();
const localBits = () => Number(localStorage.getItem(LOCAL_KEY) ?? 0) || 0;
const setLocalBits = (bits: number) => {
  localStorage.setItem(LOCAL_KEY, String(bits));
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useHints() {
  const { data: user, isPending } = useUser();
  // the server's drawing (ssr/) has no storage; hints stay hidden there while the user is pending anyway
  const local = useSyncExternalStore(subscribe, localBits, () => 0);
  const bits = user ? (user.hints ?? 0) : local;

  const isShown = useCallback((id: HintId) => !isPending && (bits & HINTS[id].bit) === 0, [bits, isPending]);

  const setBits = useCallback(
    async (next: number) => {
      if (user) await saveUserPrefs({ hints: next });
      else setLocalBits(next);
    },
    [user],
  );

  const dismiss = useCallback((id: HintId) => setBits(bits | HINTS[id].bit), [bits, setBits]);
  const restore = useCallback((id: HintId) => setBits(bits & ~HINTS[id].bit), [bits, setBits]);
  const showAll = useCallback(() => setBits(0), [setBits]);

  return { isShown, dismiss, restore, showAll };
}

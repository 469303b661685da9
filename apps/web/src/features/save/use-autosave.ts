// Autosave: every interval unless the user turned it off; waits for pending save-waits; while the
// preference is unset it defers 5 s at a time as long as an input has focus, then asks. Also saves when the tab
// is hidden if autosave is on. Only real estates the user may edit, and only for signed-in users.
import { AUTOSAVE_DEFER_MS } from '@probity/domain';
import { useEffect, useRef } from 'react';
import { setAutosavePreference, type User, useUser } from '../auth';
import { autosaveIntervalMs } from './autosave-config';
import { askAutosave } from './autosave-dialog';
import { saveEstate, whenSaveWaitsDone } from './save-actions';
import { selectIsDirty, useEstateStore } from './store';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function inputHasFocus(): boolean {
  const el = document.activeElement;
  return (
    !!el &&
    (el.tagName === 'INPUT' ||
      el.tagName === 'TEXTAREA' ||
      el.tagName === 'SELECT' ||
      (el as HTMLElement).isContentEditable)
  );
}

const eligible = () => {
  const s = useEstateStore.getState();
  return s.mode === 'real' && !s.saving && selectIsDirty(s);
};

async function autosaveOnce(getUser: () => User | null | undefined): Promise<void> {
  let user = getUser();
  if (!eligible() || !user || user.autosave === false) return;
  await whenSaveWaitsDone();
  user = getUser();
  if (!user || user.autosave === false) return;
  if (user.autosave !== true) {
    if (inputHasFocus()) await sleep(AUTOSAVE_DEFER_MS); // give the typist 5 s, then ask
    if (!eligible()) return;
    const on = await askAutosave();
    await setAutosavePreference(on).catch(() => {});
    if (!on) return;
  }
  if (eligible()) await saveEstate({ auto: true });
}

export function useAutosave(): void {
  const { data: user } = useUser();
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await autosaveOnce(() => userRef.current);
      } finally {
        running = false;
      }
    };
    const timer = setInterval(tick, autosaveIntervalMs());
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && userRef.current?.autosave === true && eligible()) {
        void saveEstate({ auto: true, keepalive: true });
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}

/** Warns before leaving the page with unsaved changes (never for view-only or Sample estates). */
export function useLeaveWarning(): void {
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (selectIsDirty(useEstateStore.getState())) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}

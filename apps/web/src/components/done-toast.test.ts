import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showDone } from './done-toast';

const shown = () => notificationsStore.getState().notifications.map((n) => n.message);

describe('showDone', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // the frame showDone waits for (no browser here): a timer like the others
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
    notifications.clean();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows one confirmation at a time: the latest takes the place of the one before', () => {
    showDone('Added heir Ann');
    vi.runAllTimers();
    expect(shown()).toEqual(['Added heir Ann']);
    showDone('Added heir Ben');
    vi.runAllTimers();
    expect(shown()).toEqual(['Added heir Ben']);
  });

  it('leaves other toasts alone, and shows the next confirmation after one was closed', () => {
    notifications.show({ message: 'Could not save', color: 'red' });
    showDone('Added heir Ann');
    vi.runAllTimers();
    const [, done] = notificationsStore.getState().notifications;
    notifications.hide(String(done?.id));
    showDone('Added heir Ben');
    vi.runAllTimers();
    expect(shown()).toEqual(['Could not save', 'Added heir Ben']);
  });
});

/**
 * Runs `fn` once the next frame has been painted: for what follows a change but is not the change itself (a
 * toast, a check that may ask a question), so the change shows first.
 */
export const afterPaint = (fn: () => void): void => {
  requestAnimationFrame(() => setTimeout(fn));
};

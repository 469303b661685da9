// The one frame of the app's few hand-drawn line icons (the app ships no icon set): 24-unit paths, drawn in the
// text colour, hidden from screen readers (a word beside each says what it means).
import type { ReactNode } from 'react';

export function LineIcon({ size = 16, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={{ flex: 'none' }}
    >
      {children}
    </svg>
  );
}

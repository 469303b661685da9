// "Overdue" said in words and with an icon beside the red, so it never rests on colour alone (issue 36).
import { Badge } from '@mantine/core';

/** A warning triangle (hand-drawn like the paperclip: the app ships no icon set). */
export function OverdueIcon({ size = 14 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={{ flex: 'none' }}
    >
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}

/** A calendar, for what falls due soon. */
export function DueSoonIcon({ size = 14 }: { size?: number }) {
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
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}

export function OverdueBadge({ testId }: { testId?: string }) {
  return (
    <Badge
      size="lg"
      variant="light"
      color="red"
      leftSection={<OverdueIcon size={13} />}
      style={{ flex: 'none' }}
      data-testid={testId}
    >
      Overdue
    </Badge>
  );
}

// "Overdue" said in words and with an icon beside the red, so it never rests on colour alone (issue 36).
import { Badge } from '@mantine/core';
import { LineIcon } from '../../components/line-icon';

/** A warning triangle. */
export function OverdueIcon({ size = 14 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </LineIcon>
  );
}

/** A calendar, for what falls due soon. */
export function DueSoonIcon({ size = 14 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </LineIcon>
  );
}

export function OverdueBadge({ testId }: { testId?: string }) {
  return (
    <Badge
      size="md"
      variant="light"
      color="red"
      leftSection={<OverdueIcon size={12} />}
      style={{ flex: 'none' }}
      data-testid={testId}
    >
      Overdue
    </Badge>
  );
}

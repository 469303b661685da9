// A form's refusal message: an alert box, or (`line`) a plain red line where space is tight.
import { Alert, Text } from '@mantine/core';

export function FormError({ error, testId, line }: { error: string | null; testId: string; line?: boolean }) {
  if (!error) return null;
  return line ? (
    <Text c="red" size="sm" data-testid={testId}>
      {error}
    </Text>
  ) : (
    <Alert color="red" variant="light" data-testid={testId}>
      {error}
    </Alert>
  );
}

// The trust asset hint: an asset held in a trust passes outside probate and is usually managed by the trustee.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export function TrustHint({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Trust assets" data-testid="trust-hint">
      <Stack gap="sm">
        <Text size="sm">
          An asset held in a trust belongs to the trust, not to the estate: it passes outside probate to the
          trust's beneficiaries, under the trust document. Probity marks it as not in probate.
        </Text>
        <Text size="sm">
          If you are also the trustee, you can manage the trust as its own estate in Probity (switch it to a
          trust on the Decedent tab of a new estate), and list here only what the estate itself receives.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

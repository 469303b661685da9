// The Tasks tab's Reminders dialog: the account's reminder switch and outbox (features/account).
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { RemindersSettings } from '../account';
import { useUser } from '../auth';

/** The Tasks tab's "Reminders" button (signed-in users only: reminders go to an account's email). */
export function RemindersButton() {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)} data-testid="reminders-open">
        Reminders
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Task reminders" size="lg">
        {open && <RemindersSettings />}
      </Modal>
    </>
  );
}

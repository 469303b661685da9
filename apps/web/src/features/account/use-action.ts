// One request behind a button on the account page: busy while it runs, its refusal shown, its success announced.
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorText } from '../../lib/api';

/** One request behind a button: busy while it runs, its refusal shown, its success announced. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (f: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    setError(null);
    try {
      await f();
      if (done) notifications.show({ message: done, color: 'teal' });
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

// A form's text fields kept as one object; `bind(key)` hands an input its value and its change handler.
import { useCallback, useState } from 'react';

type TextChange = { currentTarget: { value: string } };

export function useFields<F extends { [K in keyof F]: string }>(initial: F | (() => F)) {
  const [values, setValues] = useState<F>(initial);
  const set = useCallback((patch: Partial<F>) => setValues((x) => ({ ...x, ...patch })), []);
  const bind = (key: keyof F) => ({
    value: values[key],
    onChange: (e: TextChange) => set({ [key]: e.currentTarget.value } as Partial<F>),
  });
  return { values, set, bind };
}

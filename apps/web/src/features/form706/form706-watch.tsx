// The spouse Form 706 prompts: a return filed below the filing limit can still elect portability of the unused
// exclusion to the spouse (IRC §2010(c)(5)(A); IRS Instructions for Form 706). When the gross estate falls below the
// federal filing limit (or rises past 2,000,000 while below it) and a spouse is among the heirs, ask once. The estate
// shell mounts Form706Host, so every edit of an open estate is watched and the dialog shows on whichever tab the edit
// was made. Yes or No sets the Form 706 task by hand (kept, or N/A); closing the dialog without answering leaves it to
// the filing-limit rule.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { form706Status, grossValue, setTaskNa, TASK_ID } from '@probity/domain';
import { useEffect } from 'react';
import { create } from 'zustand';
import { Dialog } from '../../components/dialog';
import { applyTaskResult, currentTaskEstate, derivedOf, factsOf, useEstateStore } from '../../estate';
import { afterPaint } from '../../lib/after-paint';

type Prompt = { code: 'spouse_706_reduction' | 'spouse_706'; msg: string };
export const useForm706Prompt = create<{ prompt: Prompt | null }>(() => ({ prompt: null }));

let started = false;
let last: { estateId: string | null; gross: number | null } = { estateId: null, gross: null };

export function startForm706Watch(): void {
  if (started) return;
  started = true;
  const check = () => {
    const s = useEstateStore.getState();
    if (s.status !== 'ready' || s.viewOnly || s.mode === 'sample') return;
    const f = factsOf(s.work);
    const d = derivedOf(f);
    const prev = last.estateId === s.estateId ? last.gross : null;
    const st = form706Status(f, d, prev);
    last = { estateId: s.estateId, gross: grossValue(d) };
    if (st.prompt) useForm706Prompt.setState({ prompt: st.prompt });
  };
  check();
  // After the edit has shown: the question follows the change, and its check (the gross estate) kept a maximum
  // estate's new transaction waiting some 14 ms. Several edits in one frame are checked once, on the last.
  let queued = false;
  useEstateStore.subscribe((s, p) => {
    if (s.work === p.work || queued) return;
    queued = true;
    afterPaint(() => {
      queued = false;
      check();
    });
  });
}

/**
 * The answer lands on the task list: keeping the Form 706 makes it applicable by hand, so the filing-limit rule no
 * longer sets it N/A; declining sets it N/A by hand.
 */
const setForm706Kept = (keep: boolean): boolean =>
  applyTaskResult(setTaskNa(currentTaskEstate().state, TASK_ID.form706, !keep));

/** The watch and its dialog, for as long as an estate is open. */
export function Form706Host() {
  useEffect(startForm706Watch, []);
  return <Form706Dialog />;
}

function Form706Dialog() {
  const prompt = useForm706Prompt((s) => s.prompt);
  const dismiss = () => useForm706Prompt.setState({ prompt: null });
  const answer = (keep: boolean) => {
    useForm706Prompt.setState({ prompt: null });
    if (!setForm706Kept(keep)) return;
    notifications.show({
      message: keep
        ? 'The Form 706 task stays on your list: filing it lets the surviving spouse keep the unused exclusion.'
        : 'The Form 706 task is marked not applicable.',
      withBorder: true,
    });
  };
  return (
    <Dialog
      opened={prompt !== null}
      onClose={dismiss}
      title="Form 706 for the spouse"
      closeOnClickOutside={false}
      testId="form706-prompt"
    >
      <Text size="sm" data-testid="form706-dialog">
        {prompt?.msg}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => answer(false)} data-testid="form706-no">
          No
        </Button>
        <Button onClick={() => answer(true)} data-testid="form706-yes">
          Yes
        </Button>
      </Group>
    </Dialog>
  );
}

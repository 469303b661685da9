// The answer to the spouse Form 706 prompts (workspace §4) lands on the task list: keeping the Form 706 makes it
// applicable by hand, so the filing-limit rule no longer sets it N/A; declining sets it N/A by hand.
import { reconcileTaskState, setTaskNa, TASK_ID, taskEstateOf, taskStateOf } from '@probity/domain';
import { useEstateStore } from '../save';
import { applyTaskResult } from './use-tasks';

export function setForm706Kept(keep: boolean): boolean {
  const { work } = useEstateStore.getState();
  const estate = taskEstateOf({ ...work.lists, meta: work.meta, dec: work.dec });
  const state = reconcileTaskState(estate, taskStateOf(work.meta));
  return applyTaskResult(setTaskNa(state, TASK_ID.form706, !keep));
}

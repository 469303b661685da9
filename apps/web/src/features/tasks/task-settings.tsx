// Estate-wide task settings: whether marking a task done records today's date (config.task_dates).
import { Button, Checkbox, Popover } from '@mantine/core';
import { taskDatesOn } from '@probity/domain';
import { useEstateStore } from '../../estate';

export function TaskSettings({ canEdit }: { canEdit: boolean }) {
  const meta = useEstateStore((s) => s.work.meta);
  const on = taskDatesOn(meta);
  const set = (stamp: boolean) => {
    const config = (meta.config ?? {}) as Record<string, unknown>;
    const dates = (config.task_dates ?? {}) as Record<string, string>;
    useEstateStore.getState().setMeta({
      config: { currency: '', ...config, task_dates: { ...dates, stamp: stamp ? 'on' : 'off' } },
    });
  };
  return (
    <Popover position="bottom-end" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button size="xs" variant="default" data-testid="task-settings">
          Settings
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox
          label="Record the date when I mark a task done"
          checked={on}
          disabled={!canEdit}
          onChange={(e) => set(e.currentTarget.checked)}
          data-testid="task-dates"
        />
      </Popover.Dropdown>
    </Popover>
  );
}

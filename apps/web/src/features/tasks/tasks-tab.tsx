// The Tasks tab (rules and sources: docs/checklist-rules.md): list or wizard view, the task document at
// /Tasks/{taskId}, task options, custom tasks, and the quick-start wizard when the estate was just created.
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DUE_SOON_DAYS, type StepNum, taskUrgency, todayIso } from '@probity/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { estatePath, useItemId } from '../../lib/estate-routes';
import { CustomTaskDialog } from './custom-task-dialog';
import { QuickStartButton, QuickStartHost } from './quick-start/quick-start-host';
import { RemindersButton } from './reminders-dialog';
import { TaskDocDialog } from './task-doc-dialog';
import { TaskList } from './task-list';
import { TaskOptionsDialog } from './task-options-dialog';
import { TaskSettings } from './task-settings';
import { TaskWizard } from './task-wizard';
import { UrgencyStrip } from './urgency-strip';
import { findTask, useTasks } from './use-tasks';

type View = 'list' | 'wizard';
/** The list's filter: what matters now (overdue and the next 30 days) or every task. */
type Show = 'now' | 'all';
/** The filter a user chose, per estate, for the rest of the visit (a reload opens on what matters now again). */
const chosenShow = new Map<string, Show>();
const VIEW_KEY = 'probity.tasks.view';
const savedView = (): View => (localStorage.getItem(VIEW_KEY) === 'wizard' ? 'wizard' : 'list');

export function TasksTab() {
  const { estateId = '', taskId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { tasks, progress, estate, state, canEdit, ctx } = useTasks();
  const [view, setView] = useState<View>(savedView);
  const [step, setStep] = useState<StepNum>(progress.steps[0]?.step_num ?? 1);
  const [optionsId, setOptionsId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [itemId] = useItemId();
  const urgency = useMemo(() => taskUrgency(tasks, todayIso()), [tasks]);
  const nowIds = useMemo(() => new Set([...urgency.overdue, ...urgency.dueSoon].map((t) => t.id)), [urgency]);
  // Opens on what matters now while anything does; the user's choice holds for the visit.
  const [chosen, setChosenState] = useState<Show | null>(() => chosenShow.get(estateId) ?? null);
  const setChosen = (v: Show) => {
    chosenShow.set(estateId, v);
    setChosenState(v);
  };
  const show: Show = chosen ?? (nowIds.size > 0 ? 'now' : 'all');
  const shown = show === 'now' ? tasks.filter((t) => nowIds.has(t.id)) : tasks;

  const docId = taskId !== undefined && /^\d+$/.test(taskId) ? Number(taskId) : null;
  const openDoc = (id: number) => navigate(`${estatePath(estateId, 'Tasks', `/${id}`)}${search}`);
  const closeDoc = () => navigate(`${estatePath(estateId, 'Tasks')}${search}`);

  // ?itemId=prefix_taskId (from a guide page) opens that task's document once, dropping the parameter.
  useEffect(() => {
    if (itemId === null || !findTask(tasks, itemId)) return;
    const rest = new URLSearchParams(search);
    rest.delete('itemId');
    const q = rest.toString();
    navigate(`${estatePath(estateId, 'Tasks', `/${itemId}`)}${q ? `?${q}` : ''}`, { replace: true });
  }, [itemId, tasks, search, estateId, navigate]);
  useEffect(() => {
    if (!progress.steps.some((s) => s.step_num === step) && progress.steps[0])
      setStep(progress.steps[0].step_num);
  }, [progress.steps, step]);

  const changeView = (v: string) => {
    setView(v as View);
    localStorage.setItem(VIEW_KEY, v);
  };
  const common = { tasks, state, ctx, canEdit, openDoc, openOptions: setOptionsId };

  return (
    <Stack gap="sm">
      {/* Sample and view-only say so once, in the estate's banner above the tabs */}
      <UrgencyStrip urgency={urgency} openDoc={openDoc} />
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={changeView}
          data={[
            { value: 'list', label: 'List' },
            { value: 'wizard', label: 'Wizard' },
          ]}
          data-testid="tasks-view"
        />
        <Group gap="sm">
          <Text size="sm" data-testid="tasks-progress">
            Progress: {progress.percent === null ? 'N/A' : `${progress.percent}%`}
            {progress.percent !== null && ` (${progress.done} of ${progress.count})`}
          </Text>
          <RemindersButton />
          <TaskSettings canEdit={canEdit} />
          <QuickStartButton />
          {canEdit && (
            <Button size="xs" onClick={() => setAdding(true)} data-testid="task-add">
              Add task
            </Button>
          )}
        </Group>
      </Group>
      {view === 'list' ? (
        <>
          <SegmentedControl
            value={show}
            onChange={(v) => setChosen(v as Show)}
            aria-label="Show"
            data={[
              { value: 'now', label: `Overdue and next ${DUE_SOON_DAYS} days (${nowIds.size})` },
              { value: 'all', label: `All tasks (${tasks.length})` },
            ]}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            // a label too long for a phone's width (a wider fallback font) wraps rather than being cut off
            styles={{ label: { whiteSpace: 'normal' } }}
            data-testid="tasks-show"
          />
          <TaskList
            {...common}
            tasks={shown}
            empty={`Nothing is overdue or due in the next ${DUE_SOON_DAYS} days.`}
          />
        </>
      ) : (
        <TaskWizard {...common} progress={progress} step={step} setStep={setStep} />
      )}
      <TaskDocDialog
        opened={docId !== null}
        onClose={closeDoc}
        task={findTask(tasks, docId)}
        state={state}
        ctx={ctx}
        canEdit={canEdit}
        onOptions={(id) => setOptionsId(id)}
      />
      <TaskOptionsDialog
        opened={optionsId !== null}
        onClose={() => setOptionsId(null)}
        task={findTask(tasks, optionsId)}
        state={state}
        ctx={ctx}
        canEdit={canEdit}
      />
      <CustomTaskDialog
        opened={adding}
        onClose={() => setAdding(false)}
        state={state}
        deathDate={estate.death_date}
      />
      <QuickStartHost />
    </Stack>
  );
}

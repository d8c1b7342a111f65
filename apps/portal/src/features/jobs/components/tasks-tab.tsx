import { useCallback, useState } from 'react';
import { Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { toIsoDate } from '@pro-portal/rules';
import { lazyComponent } from '../../../shared/components/lazy-component';
import { scheduleTexts } from '../../../shared/texts/schedule-texts';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { useTaskActions } from '../api/job-actions';
import { useTasksPage, type Task } from '../api/use-job-lists';
import { useJobsTimeZone } from '../hooks/jobs-time-zone';
import { useJobsTable, usePageParam } from '../hooks/use-table-state';
import { useScheduleParams, type TasksView } from '../hooks/use-schedule-params';
import { useJobFilter } from '../hooks/use-job-filter';
import { ActionsBar } from './actions-bar';
import { JobFilters } from './job-filters';
import { taskColumns } from './columns';
import { JobsTable } from './jobs-table';
import { NotifyMeButton } from './notify-me-button';
import { watchedTask } from '../lib/job-watches';
import { taskQuestion } from './confirm-job-action';
import { useRowActions } from '../hooks/use-row-actions';
import type { TaskLogDialogProps } from './task-log-dialog';
import { TaskFromAddress } from './task-from-address';
import { ADDRESS_PARAMS } from '../../../shared/address-params';
import { useAddressRequest } from '../../../shared/hooks/use-address-request';

/** The dialog's code (its form, fields and checks) loads when it is first opened. */
const NewTaskDialog = lazyComponent(
  async () => (await import(/* webpackChunkName: "new-task" */ './new-task-dialog')).NewTaskDialog,
);

/** A task's session log loads when it is first opened. */
const TaskLogDialog = lazyComponent<TaskLogDialogProps>(
  async () => (await import(/* webpackChunkName: "task-log" */ './task-log-dialog')).TaskLogDialog,
);

/** The schedule view's code loads when it is first shown. */
const ScheduleView = lazyComponent(
  async () => (await import(/* webpackChunkName: "task-schedule" */ './schedule-view')).ScheduleView,
);

const taskKey = (task: Task) => `${task.id}[${task.groupIndex}]`;
const stateOf = (task: Task) => task.state;

/**
 * The Task tab: one page of tasks (newest first), their actions in the toolbar and in each row's
 * menu, a task's session log and the 'New task' dialog; or, as the
 * second view, the schedule of scheduled and repeating tasks. A link may open New task (`?newTask`)
 * or show one task (`?task=id`).
 */
export function TasksTab() {
  const paging = usePageParam();
  const [page, setPage] = paging;
  const filters = useJobFilter('task');
  const { selection, table } = useJobsTable(useTasksPage(page, filters.filter), paging, taskKey);
  const { onAction, dialog, logOf, closeLog } = useRowActions(useTaskActions(), taskQuestion);
  const zone = useJobsTimeZone();
  const [creating, setCreating] = useState(false);
  const today = toIsoDate(new Date(), zone.timeZone);
  const [schedule, setSchedule] = useScheduleParams(today);
  const scheduled = schedule.view === 'schedule';
  useAddressRequest(
    ADDRESS_PARAMS.newTask,
    true,
    useCallback(() => setCreating(true), []),
  );
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1 }}
      >
        <ActionsBar
          kind="task"
          selected={scheduled ? [] : selection.selectedRows}
          stateOf={stateOf}
          onAction={onAction}
        >
          <Button variant="contained" size="small" onClick={() => setCreating(true)}>
            {uiTexts.newTask}
          </Button>
          <NotifyMeButton
            kind="task"
            selected={scheduled ? [] : selection.selectedRows}
            stateOf={stateOf}
            toWatch={watchedTask}
          />
        </ActionsBar>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={schedule.view}
          onChange={(_, view: TasksView | null) => view && setSchedule({ view })}
          aria-label={scheduleTexts.views}
          sx={{ mb: 1 }}
        >
          <ToggleButton value="table">{scheduleTexts.table}</ToggleButton>
          <ToggleButton value="schedule">{scheduleTexts.schedule}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {scheduled ? (
        <ScheduleView params={schedule} today={today} onChange={setSchedule} />
      ) : (
        <>
          <JobFilters kind="task" {...filters} />
          <JobsTable
            label="Tasks"
            columns={taskColumns(zone)}
            emptyText={uiTexts.noTasks}
            rowActions={{ kind: 'task', stateOf, onAction }}
            {...table}
          />
        </>
      )}
      {dialog}
      {logOf && <TaskLogDialog task={logOf} onClose={closeLog} />}
      <TaskFromAddress />
      {creating && <NewTaskDialog onClose={() => setCreating(false)} onCreated={() => setPage(1)} />}
    </>
  );
}

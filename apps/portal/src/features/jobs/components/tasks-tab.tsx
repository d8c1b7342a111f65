import { useState } from 'react';
import { Button } from '@mui/material';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { useTaskActions } from '../api/job-actions';
import { useTasksPage, type Task } from '../api/use-job-lists';
import { useJobsTimeZone } from '../hooks/jobs-time-zone';
import { useJobsTable, usePageParam } from '../hooks/use-table-state';
import { useJobFilter } from '../hooks/use-job-filter';
import { ActionsBar } from './actions-bar';
import { JobFilters } from './job-filters';
import { taskColumns } from './columns';
import { JobsTable } from './jobs-table';
import { NewTaskDialog } from './new-task-dialog';
import { taskQuestion, useConfirmedActions } from './confirm-job-action';

const taskKey = (task: Task) => `${task.id}[${task.groupIndex}]`;
const stateOf = (task: Task) => task.state;

/** The Task tab: one page of tasks (newest first), bulk actions and the 'New task' dialog. */
export function TasksTab() {
  const paging = usePageParam();
  const [page, setPage] = paging;
  const filters = useJobFilter('task');
  const { selection, table } = useJobsTable(useTasksPage(page, filters.filter), paging, taskKey);
  const { onAction, dialog } = useConfirmedActions(useTaskActions(), taskQuestion);
  const zone = useJobsTimeZone();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ActionsBar kind="task" selected={selection.selectedRows} stateOf={stateOf} onAction={onAction}>
        <Button variant="contained" size="small" onClick={() => setCreating(true)}>
          {uiTexts.newTask}
        </Button>
      </ActionsBar>
      <JobFilters kind="task" {...filters} />
      <JobsTable label="Tasks" columns={taskColumns(zone)} emptyText={uiTexts.noTasks} {...table} />
      {dialog}
      {creating && <NewTaskDialog onClose={() => setCreating(false)} onCreated={() => setPage(1)} />}
    </>
  );
}

import { useState } from 'react';
import { Button } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';
import { useTaskActions } from '../api/job-actions';
import { errorMessage, useTasksPage, type Task } from '../api/use-job-lists';
import { useJobsTimeZone } from '../lib/time-zone';
import { useClampedPage, usePageParam, useRowSelection } from '../lib/use-table-state';
import { ActionsBar } from './actions-bar';
import { taskColumns } from './columns';
import { JobsTable } from './jobs-table';
import { NewTaskDialog } from './new-task-dialog';

const taskKey = (task: Task) => `${task.id}[${task.groupIndex}]`;
const stateOf = (task: Task) => task.state;

/** The Task tab: one page of tasks (newest first), bulk actions and the 'New task' dialog. */
export function TasksTab() {
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useTasksPage(page);
  useClampedPage(page, data?.total, setPage);
  const selection = useRowSelection(data?.rows, taskKey);
  const act = useTaskActions();
  const zone = useJobsTimeZone();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ActionsBar kind="task" selected={selection.selectedRows} stateOf={stateOf} onAction={act}>
        <Button variant="contained" size="small" onClick={() => setCreating(true)}>
          {uiTexts.newTask}
        </Button>
      </ActionsBar>
      <JobsTable
        label="Tasks"
        columns={taskColumns(zone)}
        rows={data?.rows}
        rowKey={taskKey}
        total={data?.total ?? 0}
        page={page}
        onPage={setPage}
        selectedKeys={selection.selectedKeys}
        onRowClick={selection.onRowClick}
        isLoading={isLoading}
        error={error}
        errorText={errorMessage(error)}
        onRetry={() => void mutate()}
        emptyText={uiTexts.noTasks}
      />
      {creating && <NewTaskDialog onClose={() => setCreating(false)} onCreated={() => setPage(1)} />}
    </>
  );
}

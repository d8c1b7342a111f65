import { useSearchParams } from 'react-router';
import { Box, Typography } from '@mui/material';
import { taskIdLabel } from '@pro-portal/rules';
import { ADDRESS_PARAMS } from '../../../shared/address-params';
import { InfoDialog } from '../../../shared/components/info-dialog';
import { LoadState } from '../../../shared/components/load-state';
import { useTask, type TaskRef } from '../api/use-task';
import { useJobsTimeZone } from '../hooks/jobs-time-zone';
import { taskColumns } from './columns';

/** The task the address names (`?task=id&groupIndex=n`, a link from elsewhere in the portal), if any. */
function useTaskInAddress(): [TaskRef | null, () => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get(ADDRESS_PARAMS.task);
  const index = params.get(ADDRESS_PARAMS.groupIndex);
  const groupIndex = index !== null && /^\d+$/.test(index) ? Number(index) : undefined;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADDRESS_PARAMS.task);
        next.delete(ADDRESS_PARAMS.groupIndex);
        return next;
      },
      { replace: true },
    );
  return [id ? { id, groupIndex } : null, close];
}

/** The fields of one task, as the Tasks table's columns show them. */
function TaskFields({ taskRef }: { taskRef: TaskRef }) {
  const { data, error, isLoading, mutate } = useTask(taskRef);
  const zone = useJobsTimeZone();
  if (data === null) return <Typography>No task {taskIdLabel(taskRef.id, taskRef.groupIndex)} was found.</Typography>;
  return (
    <LoadState label="task" isLoading={isLoading} error={error} onRetry={() => void mutate()}>
      {data && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {taskColumns(zone).map((column) => (
            <Box key={column.header} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {column.header}
              </Typography>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {column.cell(data)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </LoadState>
  );
}

/** A dialog with the task that a link to the Tasks tab names; closing it leaves the tab as it was. */
export function TaskFromAddress() {
  const [taskRef, close] = useTaskInAddress();
  if (!taskRef) return null;
  return (
    <InfoDialog
      titleId="task-from-address-title"
      title={`Task ${taskIdLabel(taskRef.id, taskRef.groupIndex)}`}
      onClose={close}
    >
      <TaskFields taskRef={taskRef} />
    </InfoDialog>
  );
}

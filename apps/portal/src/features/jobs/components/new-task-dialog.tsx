import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { string } from 'yup';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { createTaskSchema, REQUEST_DATA_MAX_BYTES, scheduleLabels } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { jobWatchTexts } from '../../../shared/texts/job-watch-texts';
import { usePortalContext } from '../../../shared/portal-context';
import { useMutation } from '../../../shared/api/use-mutation';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { createTaskCall, LATEST_VERSION, useCreateTask, useTaskApps } from '../api/create-task';
import { parseRequestData } from '../lib/files';
import { watchesKey } from '../lib/job-watch-key';
import { watchedTask, watchJobs } from '../lib/job-watches';
import { scheduleField, scheduleForQuery, taskFormMessages } from '../lib/schedule';
import { useJobsTimeZone } from '../hooks/jobs-time-zone';
import { AppVersionFields, initialVersion } from './app-version-fields';
import { RequestDataField } from './request-data-field';

interface NewTaskDialogProps {
  onClose: () => void;
  onCreated: () => void;
}

/** The request data file as checked when it was chosen: its JSON, or what is wrong with it. */
type RequestCheck = { file: File; data?: object; problem?: string };

/** The 'New task' dialog (a service name, an app that exists and a request data file of at most 128 MB; the schedule in the platform's documented forms). */
export function NewTaskDialog({ onClose, onCreated }: NewTaskDialogProps) {
  const { data: apps } = useTaskApps();
  const createTask = useMutation(useCreateTask(), { errorToast: { prefix: errorMessages.createTask } });
  const zone = useJobsTimeZone();
  const [check, setCheck] = useState<RequestCheck | null>(null);
  const [notifyMe, setNotifyMe] = useState(false);
  const { environmentName, username } = usePortalContext();
  const appNames = useMemo(() => [...new Set((apps ?? []).map((app) => app.name))].sort(), [apps]);
  const schema = useMemo(
    () =>
      createTaskSchema({ appNames }).shape({
        // The rules' scheduling rule, as the server applies it, on the schedule the dialog would send.
        scheduleFor: scheduleField('scheduleFor', zone.timeZone),
        scheduleTime: string().test('day', taskFormMessages.timeWithoutDay, function (time) {
          return !time || !!(this.parent as { scheduleFor?: string }).scheduleFor;
        }),
        scheduleIn: scheduleField('scheduleIn', zone.timeZone),
        scheduleInterval: scheduleField('scheduleInterval', zone.timeZone),
      }),
    [appNames, zone.timeZone],
  );
  const form = useFormik({
    initialValues: {
      appName: '',
      appVersion: LATEST_VERSION,
      serviceName: '',
      scheduleFor: '',
      scheduleTime: '',
      scheduleIn: '',
      scheduleInterval: '',
      requestData: null as File | null,
    },
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values) => {
      if (!check?.data || check.file !== values.requestData) return;
      const task = await createTask({
        ...values,
        scheduleFor: scheduleForQuery(values.scheduleFor, values.scheduleTime, zone.timeZone),
        requestData: check.data,
      });
      if (task) {
        if (notifyMe) watchJobs(watchesKey(environmentName, username), [watchedTask(task)]);
        onCreated();
        onClose();
      }
    },
  });
  const chooseFile = (file: File | null) => {
    void form.setFieldTouched('requestData', true, false);
    void form.setFieldValue('requestData', file);
    setCheck(file ? { file } : null);
    if (!file || file.size > REQUEST_DATA_MAX_BYTES) return;
    void file
      .text()
      .then((text) => ({ file, data: parseRequestData(text) }))
      .catch((err: unknown) => ({ file, problem: err instanceof Error ? err.message : String(err) }))
      .then((checked) => setCheck((current) => (current?.file === file ? checked : current)));
  };
  const fileChecked = !!check?.data && check.file === form.values.requestData;
  type Field = keyof typeof form.values;
  const shown = (field: Field) =>
    form.touched[field] || (field === 'appName' && apps && appNames.length === 0) ? form.errors[field] : undefined;
  const text = (field: 'serviceName' | 'scheduleFor' | 'scheduleTime' | 'scheduleIn' | 'scheduleInterval') => ({
    name: field,
    value: form.values[field],
    // a schedule field says what is wrong with it while it is typed, not only after leaving it
    onChange: (event: { target: { value: string } }) => {
      if (field !== 'serviceName') void form.setFieldTouched(field, true, false);
      void form.setFieldValue(field, event.target.value);
    },
    onBlur: form.handleBlur,
    error: !!shown(field),
    helperText: shown(field),
    fullWidth: true,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-task-title" fullWidth maxWidth="sm">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="new-task-title">{uiTexts.newTask}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AppVersionFields
              apps={apps ?? []}
              appName={form.values.appName}
              appVersion={form.values.appVersion}
              appError={shown('appName')}
              onAppName={(name) => {
                void form.setFieldValue('appVersion', initialVersion(apps ?? [], name));
                void form.setFieldValue('appName', name);
              }}
              onAppVersion={(version) => void form.setFieldValue('appVersion', version)}
              onBlur={form.handleBlur}
            />
            <TextField label="Service name" required {...text('serviceName')} />
            <Stack direction="row" spacing={2}>
              <TextField
                label={scheduleLabels.scheduleFor}
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
                {...text('scheduleFor')}
              />
              <TextField
                label="Time"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
                {...text('scheduleTime')}
              />
            </Stack>
            <TextField
              label={scheduleLabels.scheduleIn}
              placeholder="e.g. 2 hours or PT30M"
              {...text('scheduleIn')}
              helperText={shown('scheduleIn') ?? 'Run after this delay: 30 minutes, 2 hours, 1 day or PT1H30M.'}
            />
            <TextField
              label={scheduleLabels.scheduleInterval}
              placeholder="e.g. 1 day"
              {...text('scheduleInterval')}
              helperText={shown('scheduleInterval') ?? 'Repeat at this interval: 1 hour, 1 day, 2 weeks or P1D.'}
            />
            <RequestDataField
              file={form.values.requestData}
              error={(form.touched.requestData ? form.errors.requestData : undefined) ?? check?.problem}
              onChange={chooseFile}
            />
            <FormControlLabel
              control={<Checkbox checked={notifyMe} onChange={(event) => setNotifyMe(event.target.checked)} />}
              label={jobWatchTexts.notifyMeWhenItEnds}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <ShowApiCallButton
            call={() =>
              createTaskCall(
                {
                  ...form.values,
                  scheduleFor: scheduleForQuery(form.values.scheduleFor, form.values.scheduleTime, zone.timeZone),
                  requestData: {},
                },
                form.values.requestData?.name,
              )
            }
          />
          <Button onClick={onClose}>{uiTexts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!form.isValid || !fileChecked || form.isSubmitting}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

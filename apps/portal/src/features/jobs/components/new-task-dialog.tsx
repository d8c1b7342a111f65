import { useMemo } from 'react';
import { useFormik } from 'formik';
import { string } from 'yup';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { createTaskSchema, padVersion, uiTexts } from '@pro-portal/rules';
import { LATEST_VERSION, useCreateTask, useTaskApps } from '../api/create-task';
import { RequestDataField } from './request-data-field';

interface NewTaskDialogProps {
  onClose: () => void;
  onCreated: () => void;
}

const wholeSeconds = string().matches(/^\d*$/, 'Enter a whole number of seconds.');

/** The 'New task' dialog (spec section 5, Task form). */
export function NewTaskDialog({ onClose, onCreated }: NewTaskDialogProps) {
  const { data: apps } = useTaskApps();
  const createTask = useCreateTask();
  const appNames = useMemo(() => [...new Set((apps ?? []).map((app) => app.name))].sort(), [apps]);
  const schema = useMemo(
    () => createTaskSchema({ appNames }).shape({ scheduleIn: wholeSeconds, scheduleInterval: wholeSeconds }),
    [appNames],
  );
  const form = useFormik({
    initialValues: {
      appName: '',
      appVersion: LATEST_VERSION,
      serviceName: '',
      scheduleFor: '',
      scheduleIn: '',
      scheduleInterval: '',
      requestData: null as File | null,
    },
    validationSchema: schema,
    validateOnMount: true,
    enableReinitialize: false,
    onSubmit: async (values) => {
      if (!values.requestData) return;
      const task = await createTask({ ...values, requestData: values.requestData });
      if (task) {
        onCreated();
        onClose();
      }
    },
  });
  const versions = (apps ?? [])
    .filter((app) => app.name === form.values.appName)
    .map((app) => app.version)
    .sort((a, b) => padVersion(b).localeCompare(padVersion(a)));
  const shown = (field: keyof typeof form.values) =>
    form.touched[field] || (field === 'appName' && apps && appNames.length === 0) ? form.errors[field] : undefined;
  const text = (field: 'serviceName' | 'scheduleFor' | 'scheduleIn' | 'scheduleInterval') => ({
    name: field,
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => void form.setFieldValue(field, event.target.value),
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
            <TextField
              select
              label="Application"
              name="appName"
              value={form.values.appName}
              onChange={(e) => {
                void form.setFieldValue('appVersion', LATEST_VERSION);
                form.handleChange(e);
              }}
              onBlur={form.handleBlur}
              error={!!shown('appName')}
              helperText={shown('appName')}
              fullWidth
            >
              {appNames.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Version"
              name="appVersion"
              value={form.values.appVersion}
              onChange={form.handleChange}
              fullWidth
              disabled={!form.values.appName}
            >
              <MenuItem value={LATEST_VERSION}>Latest version</MenuItem>
              {versions.map((version) => (
                <MenuItem key={version} value={version}>
                  {version}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Service name" required {...text('serviceName')} />
            <TextField
              label="Schedule for"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
              {...text('scheduleFor')}
            />
            <TextField
              label="Schedule in (seconds)"
              type="number"
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              {...text('scheduleIn')}
            />
            <TextField
              label="Schedule interval (seconds)"
              type="number"
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              {...text('scheduleInterval')}
            />
            <RequestDataField
              file={form.values.requestData}
              error={form.touched.requestData ? form.errors.requestData : undefined}
              onChange={(file) => {
                void form.setFieldTouched('requestData', true, false);
                void form.setFieldValue('requestData', file);
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{uiTexts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!form.isValid || form.isSubmitting}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

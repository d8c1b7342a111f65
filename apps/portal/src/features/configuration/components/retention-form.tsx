import { useState } from 'react';
import { Formik, Form } from 'formik';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { number, object } from 'yup';
import { JOB_RETENTION_MAX_DAYS } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { updateRetentionCall, useUpdateRetention } from '../api/retention';

/** Worded here: the spec gives the unit (days) but no bound and no texts. */
export const RETENTION_TEXTS = {
  saved: 'The retention settings were saved.',
  invalid: 'Enter the job retention time as a whole number of days.',
  tooLong: `The job retention time can be at most ${JOB_RETENTION_MAX_DAYS} days (100 years).`,
  confirmTitle: 'Save this retention time?',
  confirmZero: 'With 0 days, every finished job and its data is removed at once, without a day to download it.',
  confirmLong: (days: number) =>
    `With ${days} days (more than ${Math.floor(days / 365)} years), finished jobs and their data are kept that long and fill the storage.`,
  confirm: 'Save anyway',
} as const;

/** Beyond ten years a retention time is more likely a typo than a wish. */
const LONG_RETENTION_DAYS = 3650;

/** What saving `days` would do that is worth a second thought (0, or a very long time), or null. */
const retentionWarning = (days: number): string | null =>
  days === 0 ? RETENTION_TEXTS.confirmZero : days > LONG_RETENTION_DAYS ? RETENTION_TEXTS.confirmLong(days) : null;

const schema = object({
  jobRetentionTime: number()
    .typeError(RETENTION_TEXTS.invalid)
    .required(RETENTION_TEXTS.invalid)
    .integer(RETENTION_TEXTS.invalid)
    .min(0, RETENTION_TEXTS.invalid)
    .max(JOB_RETENTION_MAX_DAYS, RETENTION_TEXTS.tooLong),
});

/** The job retention time in days. */
export function RetentionForm({ days }: { days: number }) {
  const update = useUpdateRetention();
  const toast = useToast();
  const [asked, setAsked] = useState<{ warning: string; confirm: () => Promise<unknown> } | null>(null);
  const save = useMutation(
    async (jobRetentionTime: string, resetForm: (state: { values: { jobRetentionTime: string } }) => void) => {
      await update(Number(jobRetentionTime));
      resetForm({ values: { jobRetentionTime } });
    },
    { onSuccess: () => toast.success(RETENTION_TEXTS.saved), errorToast: { prefix: errorMessages.updateRetention } },
  );
  return (
    <Formik
      initialValues={{ jobRetentionTime: String(days) }}
      validationSchema={schema}
      enableReinitialize
      onSubmit={({ jobRetentionTime }, { resetForm, setSubmitting }) => {
        const warning = retentionWarning(Number(jobRetentionTime));
        if (!warning) return save(jobRetentionTime, resetForm);
        // The question answers the submit: Cancel leaves the typed value to be changed and saved again.
        setSubmitting(false);
        setAsked({ warning, confirm: () => save(jobRetentionTime, resetForm) });
      }}
    >
      {({ values, errors, handleChange, dirty, isValid, isSubmitting }) => (
        <Form noValidate aria-label="Retention settings">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              name="jobRetentionTime"
              label="Job retention time"
              value={values.jobRetentionTime}
              onChange={handleChange}
              error={!!errors.jobRetentionTime}
              helperText={errors.jobRetentionTime ?? 'Finished jobs are removed after this many days.'}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
              }}
            />
            <Button type="submit" variant="contained" disabled={!dirty || !isValid || isSubmitting} sx={{ mt: 1 }}>
              Save retention
            </Button>
            <ShowApiCallButton call={() => updateRetentionCall(Number(values.jobRetentionTime))} />
          </Stack>
          {asked && (
            <ConfirmDialog
              title={RETENTION_TEXTS.confirmTitle}
              message={asked.warning}
              confirmLabel={RETENTION_TEXTS.confirm}
              onConfirm={asked.confirm}
              onClose={() => setAsked(null)}
            />
          )}
        </Form>
      )}
    </Formik>
  );
}

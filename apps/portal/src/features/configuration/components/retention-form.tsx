import { Formik, Form } from 'formik';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { number, object } from 'yup';
import { errorMessages } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { updateRetentionCall, useUpdateRetention } from '../api/retention';

/** Worded here: the spec gives the unit (days) but no bound and no texts. */
export const RETENTION_TEXTS = {
  saved: 'The retention settings were saved.',
  invalid: 'Enter the job retention time as a whole number of days.',
} as const;

const schema = object({
  jobRetentionTime: number()
    .typeError(RETENTION_TEXTS.invalid)
    .required(RETENTION_TEXTS.invalid)
    .integer(RETENTION_TEXTS.invalid)
    .min(0, RETENTION_TEXTS.invalid),
});

/** The job retention time in days. */
export function RetentionForm({ days }: { days: number }) {
  const update = useUpdateRetention();
  const toast = useToast();
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
      onSubmit={({ jobRetentionTime }, { resetForm }) => save(jobRetentionTime, resetForm)}
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
        </Form>
      )}
    </Formik>
  );
}

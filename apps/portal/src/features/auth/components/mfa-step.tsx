import { useEffect, useRef, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { createMfaCodeSchema, mfaCodeValue } from '@pro-portal/rules';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { OutlinedTextField } from '../../../shared/components/outlined-text-field';

interface MfaStepProps {
  failures: string[];
  onVerify: (code: number) => Promise<void>;
  onCancel: () => void;
  /** What the step asks for; by default the code of the enrolled authenticator app. */
  intro?: ReactNode;
}

const schema = createMfaCodeSchema();

/** The second sign-in step: the code of the authenticator app, with Cancel and Verify. */
export function MfaStep({ failures, onVerify, onCancel, intro }: MfaStepProps) {
  const formik = useFormik<{ code: string }>({
    initialValues: { code: '' },
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values) => {
      await onVerify(mfaCodeValue(values.code));
    },
  });
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);
  const error = formik.touched.code && formik.errors.code ? formik.errors.code : undefined;
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Multi-factor authentication">
      <Stack spacing={2}>
        {failures.length > 0 && (
          <Alert severity="error" role="alert">
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {failures.map((failure, index) => (
                <li key={`${index}-${failure}`}>{failure}</li>
              ))}
            </Box>
          </Alert>
        )}
        {intro ?? <Typography>Enter the verification code of your authenticator app.</Typography>}
        <OutlinedTextField
          id="mfa-code"
          name="code"
          label="Verification code"
          autoComplete="one-time-code"
          inputRef={codeInput}
          htmlInput={{ inputMode: 'numeric' }}
          value={formik.values.code}
          onChange={(event) => {
            void formik.setFieldTouched('code', true, false);
            formik.handleChange(event);
          }}
          onBlur={formik.handleBlur}
          error={!!error}
          helperText={error}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{uiTexts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!formik.isValid || formik.isSubmitting}>
            {uiTexts.verify}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

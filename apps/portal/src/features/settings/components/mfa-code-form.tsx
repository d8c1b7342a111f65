import { Formik, Form } from 'formik';
import { Button, DialogActions, TextField } from '@mui/material';
import { createMfaCodeSchema, uiTexts } from '@pro-portal/rules';

const schema = createMfaCodeSchema();

interface MfaCodeFormProps {
  onSubmit: (code: number) => Promise<void>;
  onCancel: () => void;
}

/** The verification code from the authenticator app, checked by the MFA code rules. */
export function MfaCodeForm({ onSubmit, onCancel }: MfaCodeFormProps) {
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={async ({ code }) => onSubmit(Number(code.trim()))}
    >
      {({ values, errors, handleChange, handleBlur, isValid, isSubmitting }) => {
        const shown = values.code !== '' ? errors.code : undefined;
        return (
          <Form noValidate>
            <TextField
              name="code"
              label="Verification code"
              value={values.code}
              onChange={handleChange}
              onBlur={handleBlur}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={!!shown}
              helperText={shown}
              fullWidth
              sx={{ mt: 2 }}
            />
            <DialogActions sx={{ px: 0 }}>
              <Button onClick={onCancel}>{uiTexts.cancel}</Button>
              <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
                Enable MFA
              </Button>
            </DialogActions>
          </Form>
        );
      }}
    </Formik>
  );
}

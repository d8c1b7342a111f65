import { Formik, Form } from 'formik';
import { createMfaCodeSchema } from '@pro-portal/rules';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { SaveActions } from '../../../shared/components/save-actions';

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
      {({ isValid, isSubmitting }) => (
        <Form noValidate>
          <FormikTextField
            name="code"
            label="Verification code"
            showError="filled"
            autoComplete="one-time-code"
            htmlInput={{ inputMode: 'numeric' }}
            fullWidth
            sx={{ mt: 2 }}
          />
          <SaveActions
            onCancel={onCancel}
            disabled={!isValid || isSubmitting}
            submitLabel="Enable MFA"
            sx={{ px: 0 }}
          />
        </Form>
      )}
    </Formik>
  );
}

import { Formik, Form } from 'formik';
import { createMfaCodeSchema, mfaCodeValue } from '@pro-portal/rules';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { SaveActions } from '../../../shared/components/save-actions';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import type { ApiCall } from '../../../shared/api/api-call';

const schema = createMfaCodeSchema();

interface MfaCodeFormProps {
  onSubmit: (code: number) => Promise<void>;
  onCancel: () => void;
  /** The confirming button's text, e.g. 'Enable MFA'. */
  submitLabel: string;
  /** The call the code is sent with (for "Show API call"). */
  call: (code: number) => ApiCall;
}

/** The verification code from the authenticator app, checked by the MFA code rules. */
export function MfaCodeForm({ onSubmit, onCancel, submitLabel, call }: MfaCodeFormProps) {
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={async ({ code }) => onSubmit(mfaCodeValue(code))}
    >
      {({ values, isValid, isSubmitting }) => (
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
            submitLabel={submitLabel}
            sx={{ px: 0, flexWrap: 'wrap' }}
          >
            <ShowApiCallButton disabled={!isValid} call={() => call(mfaCodeValue(values.code))} />
          </SaveActions>
        </Form>
      )}
    </Formik>
  );
}

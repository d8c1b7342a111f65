import { FormikTextField } from '../../../shared/components/formik-text-field';

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A required password input of the surrounding form that shows its error once the user has been in it. */
export function PasswordField({ name, label, autoComplete }: PasswordFieldProps) {
  return (
    <FormikTextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      showError="touchedOrFilled"
      fullWidth
      required
    />
  );
}

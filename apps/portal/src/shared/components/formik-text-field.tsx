import { useField, useFormikContext } from 'formik';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

/**
 * When a field's error is shown: 'always'; once 'touched' (left); once touched or the form was
 * 'submitted'; once touched or 'filled' (typed into); or only while 'filled'.
 */
export type ShowErrorWhen = 'always' | 'touched' | 'submitted' | 'filled' | 'touchedOrFilled';

type FormikTextFieldProps = Omit<OutlinedTextFieldProps, 'value' | 'error' | 'onChange' | 'onBlur'> & {
  /** When the error replaces the helper text; 'touched' unless told. */
  showError?: ShowErrorWhen;
  /** Marks the field touched as the user types, so its error shows before they leave it. */
  touchOnChange?: boolean;
};

/**
 * A text field wired to the surrounding formik form by name: its value, change and blur, and its
 * error in place of `helperText` once `showError` says so.
 * @example <FormikTextField name="email" label="Email" showError="always" />
 */
export function FormikTextField({
  name,
  showError = 'touched',
  touchOnChange,
  helperText,
  ...rest
}: FormikTextFieldProps) {
  const [field, meta, helpers] = useField<string | undefined>(name);
  const { submitCount } = useFormikContext();
  const filled = (field.value ?? '') !== '';
  const visible = {
    always: true,
    touched: meta.touched,
    submitted: meta.touched || submitCount > 0,
    filled,
    touchedOrFilled: meta.touched || filled,
  }[showError];
  const error = visible ? meta.error : undefined;
  return (
    <OutlinedTextField
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        if (touchOnChange) void helpers.setTouched(true, false);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? helperText}
    />
  );
}

import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { createLoginSchema, type LoginFormValues } from '@pro-portal/rules';
import type { EnvironmentOption } from './environment-option';

type LoginSchema = ReturnType<typeof createLoginSchema>;

const schemas = new WeakMap<readonly EnvironmentOption[], LoginSchema>();

/**
 * The login form's errors by its rules (the rules' login schema, as formik's validationSchema would
 * give them). This module and yup load with the form's first validation, not with the page.
 */
export async function loginErrors(
  environments: readonly EnvironmentOption[],
  values: LoginFormValues,
): Promise<FormikErrors<LoginFormValues>> {
  let schema = schemas.get(environments);
  if (!schema) schemas.set(environments, (schema = createLoginSchema({ environments })));
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if ((error as Error).name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}

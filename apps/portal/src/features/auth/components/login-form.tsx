import { Suspense, lazy, useEffect, useMemo, useRef } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { Box, Button, Stack } from '@mui/material';
import { isCredentialFreeEnvironment, type LoginFormValues } from '@pro-portal/rules';
import { isSamlEnvironment, type EnvironmentOption } from '../lib/environment-option';
import { preselectedEnvironment } from '../lib/preselected-environment';
import { FormikTextField } from '../../../shared/components/formik-text-field';
import { EnvironmentSelect } from './environment-select';

// Failures are listed only after an attempt (or a failed load): their alert loads with the first
// submit, while the credentials are checked.
const loadLoginFailures = () => import('./login-failures');
const LoginFailures = lazy(() => loadLoginFailures().then((m) => ({ default: m.LoginFailures })));

export interface LoginCredentials {
  environment: string;
  username: string;
  password: string;
}

interface LoginFormProps {
  environments: EnvironmentOption[];
  /** Messages of failed sign-in attempts, listed above the form. */
  failures: string[];
  onSubmit: (credentials: LoginCredentials, saml: boolean) => Promise<void>;
  /** Environment and username to start from (those of a cancelled MFA step). */
  initial?: { environment: string; username: string };
}

/** The credentials step: environment, username and password (disabled for SAML environments). */
export function LoginForm({ environments, failures, onSubmit, initial }: LoginFormProps) {
  const wanted = initial?.environment;
  const environment = useMemo(() => preselectedEnvironment(environments, wanted), [environments, wanted]);
  const username = initial?.username ?? '';
  const initialValues = useMemo(() => ({ environment, username, password: '' }), [environment, username]);
  // The password starts empty, so until the first validation (which loads the rules) the form is
  // valid only in an environment that needs no credentials; Login is disabled otherwise.
  const initialErrors = useMemo(
    () =>
      isCredentialFreeEnvironment(environments.find((env) => env.name === environment)) ? {} : { password: undefined },
    [environments, environment],
  );
  const formik = useFormik<Required<LoginFormValues>>({
    initialValues,
    initialErrors,
    enableReinitialize: true,
    validate: async (values) => (await import('../lib/login-errors')).loginErrors(environments, values),
    onSubmit: async (values) => {
      void loadLoginFailures().catch(() => undefined);
      const saml = isSamlEnvironment(environments.find((env) => env.name === values.environment));
      await onSubmit(
        { environment: values.environment, username: values.username.trim(), password: values.password },
        saml,
      );
    },
  });
  const saml = isSamlEnvironment(environments.find((env) => env.name === formik.values.environment));
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const firstEmpty = [usernameInput.current, passwordInput.current].find(
      (input) => input && !input.disabled && !input.value,
    );
    firstEmpty?.focus();
  }, []);
  const credentials = [
    { name: 'username', label: 'Username', type: 'text', autoComplete: 'username', inputRef: usernameInput },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: 'current-password',
      inputRef: passwordInput,
    },
  ] as const;

  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Login">
        <Stack spacing={2}>
          {failures.length > 0 && (
            <Suspense fallback={null}>
              <LoginFailures failures={failures} />
            </Suspense>
          )}
          <EnvironmentSelect
            environments={environments}
            value={formik.values.environment}
            onChange={(name) => void formik.setFieldValue('environment', name)}
          />
          {credentials.map((field) => (
            <FormikTextField key={field.name} id={`login-${field.name}`} {...field} disabled={saml} />
          ))}
          <Button type="submit" variant="contained" disabled={!formik.isValid || formik.isSubmitting}>
            Login
          </Button>
        </Stack>
      </Box>
    </FormikProvider>
  );
}

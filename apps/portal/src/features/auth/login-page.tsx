import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Box, CircularProgress } from '@mui/material';
import { errorMessage } from '../../shared/api/errors';
import { usePortalContext } from '../../shared/portal-context';
import { paths } from '../../shared/paths';
import { sanitizeReturnTo } from '../../shared/return-to';
import { postSamlLogin } from '../../shared/saml';
import { useErrorToast } from '../../shared/api/use-error-toast';
import { useEnvironments, useSignIn } from './api';
import { LoginForm, type LoginCredentials } from './components/login-form';
import { MfaStep } from './components/mfa-step';
import { rememberEnvironment } from './lib/last-environment';

/** Shows ?message as an error toast once, then removes it from the address. */
function useMessageToast() {
  const [params, setParams] = useSearchParams();
  const showError = useErrorToast();
  const message = params.get('message');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!message || shown.current === message) return;
    shown.current = message;
    showError(message);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('message');
        return next;
      },
      { replace: true },
    );
  }, [message, setParams, showError]);
}

/** The login page: credentials (or SAML), then the MFA step when the server asks for it. */
export function LoginPage() {
  useMessageToast();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { basePath } = usePortalContext();
  const { data: environments, error } = useEnvironments();
  const { login, verifyMfa } = useSignIn();
  const [failures, setFailures] = useState<string[]>([]);
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  // What the credentials form starts from when the MFA step is cancelled (the password is asked again).
  const [entered, setEntered] = useState<{ environment: string; username: string }>();
  const returnTo = sanitizeReturnTo(params.get('returnTo'), basePath);

  const signedIn = () => {
    navigate(paths.loginRedirect(returnTo), { replace: true });
  };

  const submitCredentials = async (credentials: LoginCredentials, saml: boolean) => {
    if (saml) {
      rememberEnvironment(credentials.environment);
      postSamlLogin(basePath, credentials.environment, returnTo);
      return;
    }
    try {
      const outcome = await login(credentials.environment, credentials.username, credentials.password);
      setFailures([]);
      rememberEnvironment(credentials.environment);
      if (outcome.mfaRequired) {
        setEntered({ environment: credentials.environment, username: credentials.username });
        setMfaToken(outcome.verificationToken);
      } else signedIn();
    } catch (err) {
      setFailures([errorMessage(err)]);
    }
  };

  const submitCode = async (code: number) => {
    if (!mfaToken) return;
    try {
      await verifyMfa(mfaToken, code);
      signedIn();
    } catch (err) {
      setFailures([errorMessage(err)]);
    }
  };

  if (mfaToken) {
    return (
      <MfaStep
        failures={failures}
        onVerify={submitCode}
        onCancel={() => {
          setMfaToken(null);
          setFailures([]);
        }}
      />
    );
  }
  if (!environments && !error) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress aria-label="Loading environments" />
      </Box>
    );
  }
  const loadFailure = error ? [errorMessage(error)] : [];
  return (
    <LoginForm
      environments={environments ?? []}
      failures={[...loadFailure, ...failures]}
      onSubmit={submitCredentials}
      initial={entered}
    />
  );
}

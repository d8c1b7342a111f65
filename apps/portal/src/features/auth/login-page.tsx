import { Suspense, lazy, useEffect, useRef, useState } from 'react';
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

// Only a person asked to enrol needs the QR encoder: the login page loads without it.
const MfaEnrolmentStep = lazy(() =>
  import('./components/mfa-enrolment-step').then((m) => ({ default: m.MfaEnrolmentStep })),
);
// The code step (and its rules) comes after the credentials: its code loads while they are checked.
const loadMfaStep = () => import('./components/mfa-step');
const MfaStep = lazy(() => loadMfaStep().then((m) => ({ default: m.MfaStep })));

/** The MFA step in progress: its token, and the QR code to enrol when the account requires MFA. */
type MfaInProgress = { token: string; enrolQrCodeUri?: string };

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
  const { login, verifyMfa, enrolMfa } = useSignIn();
  const [failures, setFailures] = useState<string[]>([]);
  const [mfa, setMfa] = useState<MfaInProgress | null>(null);
  // What the credentials form starts from when the MFA step is cancelled (the password is asked again).
  const [entered, setEntered] = useState<{ environment: string; username: string }>();
  const returnTo = sanitizeReturnTo(params.get('returnTo'), basePath);

  const signedIn = () => {
    navigate(paths.loginRedirect(returnTo), { replace: true });
  };

  const submitCredentials = async (credentials: LoginCredentials, saml: boolean) => {
    if (saml) {
      postSamlLogin(basePath, credentials.environment, returnTo);
      return;
    }
    void loadMfaStep().catch(() => undefined);
    try {
      const outcome = await login(credentials.environment, credentials.username, credentials.password);
      setFailures([]);
      if (outcome.mfaRequired) {
        setEntered({ environment: credentials.environment, username: credentials.username });
        setMfa({ token: outcome.verificationToken, enrolQrCodeUri: outcome.enrolQrCodeUri });
      } else signedIn();
    } catch (err) {
      setFailures([errorMessage(err)]);
    }
  };

  const submitCode = async (code: number) => {
    if (!mfa) return;
    try {
      await (mfa.enrolQrCodeUri ? enrolMfa(mfa.token, code) : verifyMfa(mfa.token, code));
      signedIn();
    } catch (err) {
      setFailures([errorMessage(err)]);
    }
  };

  if (mfa) {
    const step = {
      failures,
      onVerify: submitCode,
      onCancel: () => {
        setMfa(null);
        setFailures([]);
      },
    };
    return mfa.enrolQrCodeUri ? (
      <Suspense fallback={<CircularProgress aria-label="Loading the MFA set-up" />}>
        <MfaEnrolmentStep qrCodeUri={mfa.enrolQrCodeUri} {...step} />
      </Suspense>
    ) : (
      <Suspense fallback={<CircularProgress aria-label="Loading the MFA step" />}>
        <MfaStep {...step} />
      </Suspense>
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

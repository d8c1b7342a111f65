import { LoginRedirectPage } from '../../features/auth';
import { useTellExpiringApiKeys } from '../../features/settings';

/** Where every sign-in lands: the auth feature's landing, which then has settings tell of API keys that expire soon. */
export function SignInLanding() {
  return <LoginRedirectPage onSignedIn={useTellExpiringApiKeys()} />;
}

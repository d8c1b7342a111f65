import { Button, Stack, Typography } from '@mui/material';
import { useMfaStatus, usePasswordRules } from '../api/security';
import { ChangePasswordDialog } from './change-password-dialog';
import { DisableMfaDialog } from './disable-mfa-dialog';
import { EnableMfaDialog } from './enable-mfa-dialog';
import { LoadState } from '../../../shared/components/load-state';
import { useOpenDialog } from '../../../shared/hooks/use-open-dialog';

type OpenDialog = 'password' | 'enable-mfa' | 'reset-mfa' | 'disable-mfa' | null;

/** Worded after the platform's User Settings page (the spec has no MFA policy). */
export const MFA_REQUIRED_BY_ADMIN = 'MFA is required by the administrator.';

/** MFA status, change password, enable, disable or reset MFA (only for environments without SAML). */
export function SecuritySection() {
  const mfa = useMfaStatus();
  const rules = usePasswordRules();
  const { open, show, close } = useOpenDialog<OpenDialog>();
  const retry = () => {
    void mfa.mutate();
    void rules.mutate();
  };
  return (
    <section aria-labelledby="security-heading">
      <Typography id="security-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Security
      </Typography>
      <LoadState
        label="security settings"
        isLoading={mfa.isLoading || rules.isLoading}
        error={mfa.error ?? rules.error}
        onRetry={retry}
      >
        <Typography sx={{ mb: mfa.data?.isRequired ? 1 : 2 }}>
          Multi-factor authentication: <strong>{mfa.data?.isEnabled ? 'Enabled' : 'Disabled'}</strong>
        </Typography>
        {mfa.data?.isRequired && <Typography sx={{ mb: 2 }}>{MFA_REQUIRED_BY_ADMIN}</Typography>}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => show('password')}>
            Change password
          </Button>
          {mfa.data?.isEnabled ? (
            // While the administrator requires MFA it cannot be disabled, only moved to a new authenticator app.
            mfa.data.isRequired ? (
              <Button variant="outlined" onClick={() => show('reset-mfa')}>
                Reset MFA
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => show('disable-mfa')}>
                Disable MFA
              </Button>
            )
          ) : (
            <Button variant="outlined" onClick={() => show('enable-mfa')}>
              Enable MFA
            </Button>
          )}
        </Stack>
      </LoadState>
      {open === 'password' && rules.data && <ChangePasswordDialog rules={rules.data} onClose={close} />}
      {open === 'enable-mfa' && <EnableMfaDialog onClose={close} />}
      {open === 'reset-mfa' && <EnableMfaDialog mode="reset" onClose={close} />}
      {open === 'disable-mfa' && <DisableMfaDialog onClose={close} />}
    </section>
  );
}

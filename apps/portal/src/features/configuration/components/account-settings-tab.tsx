import type { ReactNode } from 'react';
import { Divider, Stack, Typography } from '@mui/material';
import { useCustomization } from '../api/customization';
import { useMfaPolicy } from '../api/mfa-policy';
import { useRetentionSettings } from '../api/retention';
import { CustomizationForm } from './customization-form';
import { SwrState } from '../../../shared/components/swr-state';
import { MfaPolicyForm } from './mfa-policy-form';
import { RetentionForm } from './retention-form';

/** A titled part of the tab; the title names the section. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** Portal customization, retention settings and the account's MFA policy. */
export function AccountSettingsTab() {
  const customization = useCustomization();
  const retention = useRetentionSettings();
  const mfaPolicy = useMfaPolicy();
  return (
    <Stack spacing={4} divider={<Divider flexItem />} sx={{ mt: 3 }}>
      <Section id="customization-heading" title="Portal customization">
        <SwrState label="the customization" swr={customization}>
          {customization.data && <CustomizationForm config={customization.data} />}
        </SwrState>
      </Section>
      <Section id="retention-heading" title="Retention settings">
        <SwrState label="the retention settings" swr={retention}>
          {retention.data !== undefined && <RetentionForm days={retention.data} />}
        </SwrState>
      </Section>
      <Section id="mfa-policy-heading" title="Multi-factor authentication (MFA)">
        <SwrState label="the MFA policy" swr={mfaPolicy}>
          {mfaPolicy.data !== undefined && <MfaPolicyForm policy={mfaPolicy.data} />}
        </SwrState>
      </Section>
    </Stack>
  );
}

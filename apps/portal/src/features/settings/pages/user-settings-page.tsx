import { Divider, Stack, Typography } from '@mui/material';
import { PageHeading } from '../../../shared/components/page-heading';
import { useCurrentUser } from '../api/account';
import { ApiKeysSection } from '../components/api-keys-section';
import { LoadState } from '../../../shared/components/load-state';
import { ProfileForm } from '../components/profile-form';
import { SecuritySection } from '../components/security-section';

/** Profile, security (only for environments without a SAML URL) and API keys. */
export function UserSettingsPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeading>User settings</PageHeading>
      <LoadState label="your profile" isLoading={user.isLoading} error={user.error} onRetry={() => void user.mutate()}>
        {user.data && (
          <Stack spacing={4} divider={<Divider flexItem />}>
            <section aria-labelledby="profile-heading">
              <Typography id="profile-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
                Profile
              </Typography>
              <ProfileForm user={user.data} />
            </section>
            {!user.data.samlMetadataUrl && <SecuritySection />}
            <ApiKeysSection />
          </Stack>
        )}
      </LoadState>
    </>
  );
}

import { Divider, Stack, Typography } from '@mui/material';
import { useCustomization } from '../api/customization';
import { useRetentionSettings } from '../api/retention';
import { CustomizationForm } from './customization-form';
import { LoadState } from '../../../shared/components/load-state';
import { RetentionForm } from './retention-form';

/** Portal customization and retention settings. */
export function AccountSettingsTab() {
  const customization = useCustomization();
  const retention = useRetentionSettings();
  return (
    <Stack spacing={4} divider={<Divider flexItem />} sx={{ mt: 3 }}>
      <section aria-labelledby="customization-heading">
        <Typography id="customization-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Portal customization
        </Typography>
        <LoadState
          label="the customization"
          isLoading={customization.isLoading}
          error={customization.error}
          onRetry={() => void customization.mutate()}
        >
          {customization.data && <CustomizationForm config={customization.data} />}
        </LoadState>
      </section>
      <section aria-labelledby="retention-heading">
        <Typography id="retention-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Retention settings
        </Typography>
        <LoadState
          label="the retention settings"
          isLoading={retention.isLoading}
          error={retention.error}
          onRetry={() => void retention.mutate()}
        >
          {retention.data !== undefined && <RetentionForm days={retention.data} />}
        </LoadState>
      </section>
    </Stack>
  );
}

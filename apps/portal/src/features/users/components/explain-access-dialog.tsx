import { Suspense } from 'react';
import { CircularProgress } from '@mui/material';
import { InfoDialog } from '../../../shared/components/info-dialog';
import { useUsersSlots } from '../users-slots';
import type { UserDialogProps } from './user-access-dialog';

/** Why the user can or cannot open an app version they pick, and what would grant it. */
export function ExplainAccessDialog({ environment, user, onClose }: UserDialogProps) {
  const { ExplainAccess } = useUsersSlots();
  return (
    <InfoDialog
      titleId="explain-access-title"
      title={`Explain access of ${user.name}`}
      onClose={onClose}
      contentSx={{ pt: 1 }}
    >
      <Suspense fallback={<CircularProgress size={24} aria-label="Loading" />}>
        <ExplainAccess environment={environment} userName={user.name} />
      </Suspense>
    </InfoDialog>
  );
}

import { AccessExplainer } from '../../applications';
import { InfoDialog } from '../../../shared/components/info-dialog';
import type { UserDialogProps } from './user-access-dialog';

/** Why the user can or cannot open an app version they pick, and what would grant it. */
export function ExplainAccessDialog({ environment, user, onClose }: UserDialogProps) {
  return (
    <InfoDialog
      titleId="explain-access-title"
      title={`Explain access of ${user.name}`}
      onClose={onClose}
      contentSx={{ pt: 1 }}
    >
      <AccessExplainer subject={{ env: environment, kind: 'user', name: user.name }} />
    </InfoDialog>
  );
}

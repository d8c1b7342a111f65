import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { AccessExplainer } from '../../applications';
import type { User } from '../api/users';

/** Why the user can or cannot open an app version they pick, and what would grant it. */
export function ExplainAccessDialog({
  environment,
  user,
  onClose,
}: {
  environment: string;
  user: User;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="explain-access-title">
      <DialogTitle id="explain-access-title">Explain access of {user.name}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <AccessExplainer subject={{ env: environment, kind: 'user', name: user.name }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SessionManager } from '@pro-portal/sdk';
import { errorMessage } from '../../../shared/api/errors';
import { useSessionEvents } from '../api/overview';

/** The Session Events timeline: each state the session entered and when, oldest first. */
export function SessionEventsDialog({
  session,
  onClose,
}: {
  session: SessionManager.OverviewSession | null;
  onClose: () => void;
}) {
  const { data, error } = useSessionEvents(session);
  return (
    <Dialog open={session !== null} onClose={onClose} aria-labelledby="session-events-title">
      <DialogTitle id="session-events-title">Session events</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <List aria-label="Session events">
          {(data?.events ?? []).map((e, i) => (
            <ListItem key={i} divider>
              <ListItemText primary={e.event} secondary={new Date(e.time).toLocaleString()} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

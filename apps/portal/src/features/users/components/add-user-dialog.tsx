import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { errorMessages, uiTexts } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import type { Group } from '../api/groups';
import { useUserMutations, type User } from '../api/users';
import { membersOf } from '../lib/groups';

interface AddUserDialogProps {
  environment: string;
  group: Group;
  users: User[];
  onClose: () => void;
}

/** Adds an existing user of the environment to the group; one already in it is no error (10303). */
export function AddUserDialog({ environment, group, users, onClose }: AddUserDialogProps) {
  const toast = useToast();
  const { addToGroup, refresh } = useUserMutations(environment);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const members = new Set(membersOf(group, users).map((u) => u.name));
  const candidates = users.filter((u) => !members.has(u.name));

  const add = async () => {
    setBusy(true);
    try {
      await addToGroup(name, group.name);
      onClose();
    } catch (err) {
      toast.error(err, { prefix: errorMessages.addUserToGroup(name, group.name) });
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-user-title">
      <DialogTitle id="add-user-title">Add user to {group.name}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth margin="dense" label="User" value={name} onChange={(e) => setName(e.target.value)}>
          {candidates.map((u) => (
            <MenuItem key={u.name} value={u.name}>
              {u.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{uiTexts.cancel}</Button>
        <Button variant="contained" onClick={() => void add()} disabled={!name || busy}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { errorMessages } from '../../../shared/texts/error-messages';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { useMutation } from '../../../shared/api/use-mutation';
import { menuOptions } from '../../../shared/components/menu-options';
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
  const { addToGroup, refresh } = useUserMutations(environment);
  const addUser = useMutation(addToGroup, {
    onSuccess: onClose,
    errorToast: (userName, groupName) => ({ prefix: errorMessages.addUserToGroup(userName, groupName) }),
  });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const members = new Set(membersOf(group, users).map((u) => u.name));
  const candidates = users.filter((u) => !members.has(u.name));

  const add = async () => {
    setBusy(true);
    await addUser(name, group.name);
    setBusy(false);
    await refresh();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-user-title">
      <DialogTitle id="add-user-title">Add user to {group.name}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth margin="dense" label="User" value={name} onChange={(e) => setName(e.target.value)}>
          {menuOptions(candidates, (u) => u.name)}
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

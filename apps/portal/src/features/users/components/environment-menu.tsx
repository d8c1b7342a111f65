import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { environmentChangeError } from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { successMessages } from '../../../shared/texts/success-messages';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { useEnvironmentMutations, type Environment } from '../api/environments';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';

interface EnvironmentMenuProps {
  environment: Environment;
  onEdit: (environment: Environment) => void;
  /** Called with the list after deletion. */
  onDeleted: (name: string, remaining: Environment[] | undefined) => void;
}

/** Edit, Make default and Delete; the root environment can only be made default. */
export function EnvironmentMenu({ environment, onEdit, onDeleted }: EnvironmentMenuProps) {
  const toast = useToast();
  const { makeDefault, deleteEnvironment } = useEnvironmentMutations();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { name } = environment;
  const locked = environmentChangeError(name) !== null;
  const close = () => setAnchor(null);

  const topic = `default-environment-${name}`;
  const makeItDefault = useMutation(makeDefault, {
    onSuccess: () => toast.success(successMessages.environmentMadeDefault(name), { topic }),
    errorToast: { prefix: errorMessages.setDefaultEnvironment(name), topic },
  });
  const remove = useMutation(deleteEnvironment, {
    onSuccess: (remaining) => {
      toast.success(successMessages.environmentDeleted(name));
      onDeleted(name, remaining);
    },
    errorToast: { prefix: errorMessages.deleteEnvironment(name) },
  });
  const setDefault = () => {
    close();
    void makeItDefault(name);
  };
  return (
    <>
      <IconButton edge="end" aria-label={`Actions for environment ${name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem disabled={locked} onClick={() => (close(), onEdit(environment))}>
          Edit
        </MenuItem>
        <MenuItem disabled={environment.isDefault} onClick={setDefault}>
          Make default
        </MenuItem>
        <MenuItem disabled={locked} onClick={() => (close(), setConfirming(true))}>
          Delete
        </MenuItem>
      </Menu>
      {confirming && (
        <ConfirmDialog
          title="Delete environment"
          message={`Are you sure you want to delete environment ${name}? Its groups and users are deleted with it.`}
          onConfirm={() => remove(name)}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
